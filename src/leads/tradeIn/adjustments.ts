/** Valuation adjustment questions asked after the car is identified (spec §7 'Valuation adjustments: id, adjustmentAnswers'). */
export const ADJUSTMENT_QUESTIONS = [
  {
    name: 'adj_condition',
    id: 'condition',
    label: 'Overall condition',
    answers: ['Excellent', 'Good', 'Fair', 'Poor'],
  },
  { name: 'adj_accident', id: 'accident', label: 'Has it been in an accident?', answers: ['No', 'Yes'] },
  { name: 'adj_service_history', id: 'service_history', label: 'Full service history?', answers: ['Yes', 'No'] },
  { name: 'adj_keys', id: 'keys', label: 'Two keys?', answers: ['Yes', 'No'] },
] as const

export type AdjustmentAnswers = Partial<Record<(typeof ADJUSTMENT_QUESTIONS)[number]['id'], string>>

/** adjustmentAnswers from the form's adjustment fields. */
export function adjustmentAnswersOf(values: Record<string, unknown>): AdjustmentAnswers {
  const answers: AdjustmentAnswers = {}
  for (const q of ADJUSTMENT_QUESTIONS) {
    const value = values[q.name]
    if (typeof value === 'string' && (q.answers as readonly string[]).includes(value)) answers[q.id] = value
  }
  return answers
}
