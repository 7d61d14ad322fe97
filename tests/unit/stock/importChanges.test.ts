import { describe, expect, it } from 'vitest'
import { feedFieldOptions } from '@/stock/feedFieldOptions'
import { missingColumnsReason, REQUIRED_FEED_COLUMNS } from '../../../src/stock/feedColumns'
import {
  carTitle,
  changesCsvFilename,
  changesCsvLines,
  csvCell,
  filterChanges,
  importChangeList,
  undoPlanText,
} from '../../../src/stock/importChanges'
import { refusalMessage } from '../../../src/stock/importReport'

const stored = [
  { id: 1, stocknum: 'A1', year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent', price: 25_000 },
  { id: 2, stocknum: 'A2', year: 2019, make: 'Kia', model: 'Rio', price: 15_000 },
  { id: 3, stocknum: 'A3', name: 'Mazda CX-5 Touring', price: 31_000 },
]

describe('39.8 the preview lists the cars each change touches', () => {
  const list = importChangeList({
    stored,
    plan: {
      create: [{ stocknum: 'N1', year: 2024, make: 'Ford', model: 'Ranger', price: 55_990 }],
      update: [
        { id: 1, changes: { price: 23_500 } },
        // Not a price change: counted in the summary, not listed.
        { id: 3, changes: { description: 'New photos' } },
      ],
      markSold: [{ id: 2 }],
    },
    errors: [
      { line: 9, field: 'year', reason: 'not a year', stocknum: 'B9' },
      { line: 9, field: 'price', reason: 'not a price' },
      { line: 4, field: 'make', reason: 'empty' },
    ],
  })

  it('to sell, to reprice with old and new price, new, and one entry per rejected line with every reason', () => {
    expect(list).toEqual([
      { kind: 'sell', stocknum: 'A2', car: '2019 Kia Rio', oldPrice: 15_000 },
      { kind: 'reprice', stocknum: 'A1', car: '2021 Toyota Corolla Ascent', oldPrice: 25_000, newPrice: 23_500 },
      { kind: 'new', stocknum: 'N1', car: '2024 Ford Ranger', newPrice: 55_990 },
      { kind: 'rejected', stocknum: '', car: '', line: 4, reason: 'make: empty' },
      { kind: 'rejected', stocknum: 'B9', car: '', line: 9, reason: 'year: not a year; price: not a price' },
    ])
  })

  it('the search finds entries by stock number, make, model or reason, every word, and within one kind', () => {
    expect(filterChanges(list, 'kia').map((e) => e.stocknum)).toEqual(['A2'])
    expect(filterChanges(list, 'TOYOTA corolla').map((e) => e.stocknum)).toEqual(['A1'])
    expect(filterChanges(list, 'toyota kia')).toEqual([])
    expect(filterChanges(list, 'not a price').map((e) => e.line)).toEqual([9])
    expect(filterChanges(list, '', 'rejected')).toHaveLength(2)
    expect(filterChanges(list, 'ranger', 'sell')).toEqual([])
    expect(filterChanges(list, '  ')).toHaveLength(5)
  })

  it('a car is named by year, make, model and badge, else its name, else its stock number', () => {
    expect(carTitle(stored[2]!)).toBe('Mazda CX-5 Touring')
    expect(carTitle({ stocknum: 'Z1' })).toBe('Z1')
  })
})

describe('39.8 the CSV download', () => {
  it('neutralises spreadsheet formula injection: cells starting with = + - @ get a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('+61 2 9999')).toBe("'+61 2 9999")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('Corolla, Ascent')).toBe('"Corolla, Ascent"')
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(null)).toBe('')
  })

  it('has a header and one CRLF line per car', () => {
    const lines = [
      ...changesCsvLines([{ kind: 'reprice', stocknum: '=A1', car: 'Kia Rio', oldPrice: 10, newPrice: 9 }]),
    ]
    expect(lines).toEqual([
      'Change,Stock number,Car,Old price,New price,Line,Reason\r\n',
      "New price,'=A1,Kia Rio,10,9,,\r\n",
    ])
  })

  it('names the file with safe characters only', () => {
    expect(changesCsvFilename(12, 'DMS export "May".csv')).toBe('stock-import-12-DMS-export-May-changes.csv')
    expect(changesCsvFilename(12, '../../etc/passwd')).toBe('stock-import-12-passwd-changes.csv')
    expect(changesCsvFilename(7, null)).toBe('stock-import-7-changes.csv')
    expect(changesCsvFilename(7, 'Ünïcode\r\nX-Evil: 1.csv')).toMatch(/^stock-import-7-[\w.-]+-changes\.csv$/)
  })
})

describe('39.8 undo says what it will do', () => {
  it('counts the cars it removes, the prices it restores, the other changes and the cars listed again', () => {
    expect(
      undoPlanText({
        created: Array.from({ length: 600 }, (_, i) => i),
        updated: [...Array.from({ length: 12 }, () => ({ before: { price: 1 } })), { before: { description: 'x' } }],
        sold: [1, 2],
      }),
    ).toBe(
      'Undo will remove 600 cars it added, restore 12 prices, put back the other changes to 1 car and list 2 cars again that it marked sold.',
    )
    expect(undoPlanText({ created: [1], updated: [], sold: [] })).toBe('Undo will remove 1 car it added.')
    expect(undoPlanText({})).toBe('Undo will change no car.')
  })
})

describe('39.8 a refused file lists every missing required column at once, in the words of the column table', () => {
  it('names them by the labels the Feed columns list shows', () => {
    const labels = new Map(feedFieldOptions().map((o) => [o.value, o.label]))
    for (const { field, label } of REQUIRED_FEED_COLUMNS) expect(labels.get(field)).toBe(label)
    const message = refusalMessage({ line: 1, reason: missingColumnsReason(['stocknum', 'make', 'model']) })
    expect(message).toMatch(
      /^Refused \(line 1\): The file has no Stock number, Make or Model column \(each is required;/,
    )
    expect(message).toContain('Stock number: stocknum, StockNo, Stock Number')
    expect(message).not.toMatch(/no stocknum/)
    expect(missingColumnsReason(['make'])).toMatch(/^the file has no Make column \(accepted headers: Make: make,/)
  })
})
