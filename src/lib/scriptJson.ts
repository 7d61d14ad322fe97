/** JSON to put inside a <script> element (JSON-LD, inline data): '<' escaped so text in the data cannot close it. */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')
