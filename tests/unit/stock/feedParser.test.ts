import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FEED_COLUMNS } from '@/stock/feedColumns'
import { parseStockFeed, readStockFeed } from '@/stock/feedParser'

const now = new Date('2026-06-15T02:00:00Z')
const csv = (content: string) => parseStockFeed(content, 'csv', { now })
const json = (content: unknown) =>
  parseStockFeed(typeof content === 'string' ? content : JSON.stringify(content), 'json', { now })
const lines = (...rows: string[]) => rows.join('\n')

describe('parseStockFeed: DMS column names', () => {
  it('maps the common DMS column names of a CSV feed to car fields', () => {
    const { rows, errors } = csv(
      lines(
        'StockNo,Chassis,Manufacturer,Model,Variant,Series,Build Year,RetailPrice,Odometer,ExteriorColour,BodyType,Gearbox,FuelType,DriveType,Seats,Doors,Registration,Condition,Status,Description,PhotoURLs,Options,EngineSize,Cylinders,Yard',
        'T1001,mr0 ha3cd100123456,Toyota,HiLux,SR5,GUN126R,2021,"$48,990","61,250 km",Glacier White,Ute,6 Speed Sports Automatic,Diesel,4x4,5,4,ABC12D,Used,Available,Well kept ute,https://img.example.com/1.jpg|https://img.example.com/2.jpg,Tow Bar; Bull Bar,2.8L,4,Main Yard',
      ),
    )
    expect(errors).toEqual([])
    expect(rows).toEqual([
      {
        line: 2,
        car: {
          stocknum: 'T1001',
          vin: 'MR0HA3CD100123456',
          make: 'Toyota',
          model: 'HiLux',
          badge: 'SR5',
          series: 'GUN126R',
          year: 2021,
          price: 48990,
          km: 61250,
          colour: 'Glacier White',
          simple_body: 'Ute',
          trans: '6 Speed Sports Automatic',
          simple_transmission: 'Automatic',
          fuel: 'Diesel',
          simple_fuel: 'Diesel',
          drive: '4x4',
          seats: 5,
          doors: 4,
          regplate: 'ABC12D',
          car_type: 'used',
          status: 'in_stock',
          dealercomments: 'Well kept ute',
          images: ['https://img.example.com/1.jpg', 'https://img.example.com/2.jpg'],
          features: ['Tow Bar', 'Bull Bar'],
          engine_size: '2.8L',
          variant: { cylinders: 4, enginesize_litres: 2.8 },
          location_name: 'Main Yard',
        },
      },
    ])
  })

  it("converts an odometer whose column or cell states the other unit to the site's unit (US site, km feed)", () => {
    const feed = lines('StockNo,Make,Model,Odometer (km)', 'U1,Ford,F-150,"100,000"', 'U2,Ford,F-150,30000 mi')
    const us = parseStockFeed(feed, 'csv', { now, odometerUnit: 'mi' })
    expect(us.errors).toEqual([])
    expect(us.rows.map((row) => row.car.km)).toEqual([62_137, 30_000])
    const au = parseStockFeed(feed, 'csv', { now, odometerUnit: 'km' })
    expect(au.rows.map((row) => row.car.km)).toEqual([100_000, 48_280])
    // A plain column is in the site's unit, in CSV and JSON alike.
    const usJsonKm = (column: string) =>
      parseStockFeed(JSON.stringify([{ stocknum: 'U3', make: 'Ford', model: 'Ranger', [column]: 41000 }]), 'json', {
        now,
        odometerUnit: 'mi',
      }).rows[0]!.car.km
    expect(usJsonKm('Mileage')).toBe(41_000)
    expect(usJsonKm('Kilometres')).toBe(25_476)
  })

  it('matches headers case- and punctuation-insensitively', () => {
    for (const header of ['StockNo', 'Stock No.', 'stock_no', 'STOCK-NUMBER', 'StockNumber', 'stocknum']) {
      const { rows, errors } = csv(lines(`${header},MAKE,model`, 'A1,Mazda,CX-5'))
      expect(errors, header).toEqual([])
      expect(rows[0]?.car.stocknum, header).toBe('A1')
    }
  })

  it('ignores columns it does not know', () => {
    const { rows } = csv(lines('Stock No,Make,Model,Internal Cost,Salesperson', 'A1,Mazda,CX-5,21000,Bob'))
    expect(rows[0]?.car).toEqual({ stocknum: 'A1', make: 'Mazda', model: 'CX-5', status: 'in_stock' })
  })

  it('reads a drive-away price column as price with price_type Drive Away', () => {
    const { rows } = csv(
      lines(
        'Stock No,Make,Model,DriveAwayPrice,PriceType',
        'A1,Kia,Seltos,"$32,990",',
        'A2,Kia,Seltos,"$32,990",Excl. Gov. Charges',
      ),
    )
    expect(rows.map((r) => [r.car.price, r.car.price_type])).toEqual([
      [32990, 'Drive Away'],
      [32990, 'Excl. Gov. Charges'],
    ])
  })

  it('prefers the field’s own column, then the first listed alias, when several columns fill one field', () => {
    const { rows } = csv(
      lines(
        'Stock No,Make,Model,RetailPrice,DriveAwayPrice,price,Kms,Odometer',
        'A1,Kia,Rio,20990,21990,19990,,45000',
        'A2,Kia,Rio,20990,21990,,,',
      ),
    )
    expect(rows.map((r) => [r.car.price, r.car.price_type])).toEqual([
      [19990, undefined],
      [21990, 'Drive Away'],
    ])
    expect(rows[0]?.car.km).toBe(45000)
  })

  it('reads condition codes and words as car_type, CPO as certified used', () => {
    const { rows } = csv(
      lines(
        'Stock,Make,Model,NewUsed',
        'A1,Kia,Rio,N',
        'A2,Kia,Rio,u',
        'A3,Kia,Rio,D',
        'A4,Kia,Rio,Demo',
        'A5,Kia,Rio,Pre-owned',
        'A6,Kia,Rio,CPO',
      ),
    )
    expect(rows.map((r) => [r.car.car_type, r.car.certified])).toEqual([
      ['new', undefined],
      ['used', undefined],
      ['demo', undefined],
      ['demo', undefined],
      ['used', undefined],
      ['used', true],
    ])
  })

  it('reads DMS statuses: Available/In Stock, Coming Soon/Arriving, Sold, Reserved', () => {
    const { rows } = csv(
      lines(
        'StockNo,Make,Model,Status',
        'A1,Kia,Rio,Available',
        'A2,Kia,Rio,In Stock',
        'A3,Kia,Rio,Coming Soon',
        'A4,Kia,Rio,arriving',
        'A5,Kia,Rio,SOLD',
        'A6,Kia,Rio,Deposit Taken',
        'A7,Kia,Rio,',
      ),
    )
    expect(rows.map((r) => [r.car.status, r.car.reserved])).toEqual([
      ['in_stock', undefined],
      ['in_stock', undefined],
      ['coming_soon', undefined],
      ['coming_soon', undefined],
      ['sold', undefined],
      ['in_stock', true],
      ['in_stock', undefined],
    ])
  })

  it('splits image URLs on pipes, commas and semicolons but keeps commas inside a URL', () => {
    const { rows } = csv(
      lines(
        'StockNo,Make,Model,Photos',
        'A1,Kia,Rio,"https://a.test/1.jpg,https://a.test/2.jpg"',
        'A2,Kia,Rio,https://a.test/1.jpg;https://a.test/2.jpg',
        'A3,Kia,Rio,"https://res.test/w_640,h_480/1.jpg,/local/2.jpg"',
      ),
    )
    expect(rows.map((r) => r.car.images)).toEqual([
      ['https://a.test/1.jpg', 'https://a.test/2.jpg'],
      ['https://a.test/1.jpg', 'https://a.test/2.jpg'],
      ['https://res.test/w_640,h_480/1.jpg', '/local/2.jpg'],
    ])
  })

  it('reads day-first and ISO dates, month-first build dates', () => {
    const { rows } = csv(
      lines(
        'StockNo,Make,Model,RegoExpiry,BuildDate,Compliance,SoldDate',
        'A1,Kia,Rio,31/12/2026,03/2021,2021-04,14/06/2026 09:30',
      ),
    )
    expect(rows[0]?.car).toMatchObject({
      rego_expiry: '2026-12-31',
      build_date: '2021-03',
      compliance_date: '2021-04',
      sold_date: '2026-06-14T09:30:00.000Z',
    })
  })

  it('reads caravan specifications from their columns', () => {
    const { rows, errors } = csv(
      lines(
        'StockNo,Make,Model,ItemType,BodyLength,BodyWidth,Tare,ATM,Axle,Berths',
        'C1,Jayco,Journey,Caravan,21.5ft,7.5,"2,380 kg",2980,Tandem,4',
      ),
    )
    expect(errors).toEqual([])
    expect(rows[0]?.car).toMatchObject({
      item_type: 'caravan',
      specifications: {
        body_length: 21.5,
        body_width: 7.5,
        tare_weight: 2380,
        aggregate_trailer_mass: 2980,
        axle_type: 'Tandem',
        sleeps: 4,
      },
    })
  })
})

describe('parseStockFeed: number and yes/no formats', () => {
  it('reads $23,990, 23 990 and 23990.00 as 23990, and POA as 0', () => {
    const { rows, errors } = csv(
      lines(
        'StockNo,Make,Model,Price',
        'A1,Kia,Rio,"$23,990"',
        'A2,Kia,Rio,23 990',
        'A3,Kia,Rio,23990.00',
        'A4,Kia,Rio,AUD 23990',
        'A5,Kia,Rio,POA',
      ),
    )
    expect(errors).toEqual([])
    expect(rows.map((r) => r.car.price)).toEqual([23990, 23990, 23990, 23990, 0])
  })

  it('drops trailing units but rejects other text in numbers', () => {
    const { rows, errors } = csv(
      lines(
        'StockNo,Make,Model,Odometer,FuelConsumption,Price',
        'A1,Kia,Rio,"45,000 kms",6.1 L/100km,1990',
        'A2,Kia,Rio,1e5,6.1,1990',
        'A3,Kia,Rio,45000,6.1,12.5.3',
      ),
    )
    expect(rows.map((r) => [r.car.km, r.car.variant?.fuelconsumptioncombined])).toEqual([[45000, 6.1]])
    expect(errors).toEqual([
      { line: 3, field: 'km', reason: 'Odometer: "1e5" is not a number', stocknum: 'A2' },
      { line: 4, field: 'price', reason: 'Price: "12.5.3" is not a number', stocknum: 'A3' },
    ])
  })

  it('reads Y/N, Yes/No, true/false and 1/0 as booleans', () => {
    const values = ['Y', 'N', 'Yes', 'no', 'TRUE', 'false', '1', '0']
    const { rows, errors } = csv(lines('StockNo,Make,Model,Certified', ...values.map((v, i) => `A${i},Kia,Rio,${v}`)))
    expect(errors).toEqual([])
    expect(rows.map((r) => r.car.certified)).toEqual([true, false, true, false, true, false, true, false])
  })

  it('reports a boolean it cannot read', () => {
    const { rows, errors } = csv(lines('StockNo,Make,Model,Reserved', 'A1,Kia,Rio,maybe'))
    expect(rows).toEqual([])
    expect(errors).toEqual([
      {
        line: 2,
        field: 'reserved',
        reason: 'Reserved: "maybe" is not yes or no (use Y/N, Yes/No, true/false or 1/0)',
        stocknum: 'A1',
      },
    ])
  })
})

describe('parseStockFeed: bad rows', () => {
  it('reports each bad row with its line, field and reason and keeps the good rows', () => {
    const { rows, errors } = csv(
      lines(
        'StockNo,Make,Model,Year,Price,Odometer,VIN',
        'A1,Kia,Rio,2019,19990,45000,',
        'A2,Kia,Rio,2019,cheap,45000,',
        'A3,,Rio,2019,19990,45000,',
        'A4,Kia,Rio,2031,19990,-5,',
        'A5,Kia,Rio,2019,19990,45000,ABC123',
        ',Kia,Rio,2019,19990,45000,',
        'A7,Kia,Rio,2020,21990,30000,',
      ),
    )
    expect(rows.map((r) => [r.line, r.car.stocknum])).toEqual([
      [2, 'A1'],
      [8, 'A7'],
    ])
    expect(errors).toEqual([
      { line: 3, field: 'price', reason: 'Price: "cheap" is not a number', stocknum: 'A2' },
      { line: 4, field: 'make', reason: 'make is required', stocknum: 'A3' },
      { line: 5, field: 'year', reason: 'year must be between 1900 and 2027', stocknum: 'A4' },
      { line: 5, field: 'km', reason: 'km must be 0 or more', stocknum: 'A4' },
      {
        line: 6,
        field: 'vin',
        reason: 'vin must be 17 characters: digits and capital letters other than I, O and Q',
        stocknum: 'A5',
      },
      { line: 7, field: 'stocknum', reason: 'stocknum is required' },
    ])
  })

  it('reports a row with more or fewer cells than the header', () => {
    const { rows, errors } = csv(
      lines('StockNo,Make,Model', 'A1,Kia,Rio,extra', 'A2,Kia', 'A3,Kia,Rio,,', 'A4,Kia,Rio'),
    )
    expect(rows.map((r) => r.car.stocknum)).toEqual(['A3', 'A4'])
    expect(errors).toEqual([
      { line: 2, field: 'row', reason: 'the row has 4 cells but the header has 3' },
      { line: 3, field: 'row', reason: 'the row has 2 cells but the header has 3' },
    ])
  })

  it('rejects the whole CSV when the header lacks a required column', () => {
    const { rows, errors } = csv(lines('StockNo,Make,Colour', 'A1,Kia,Red'))
    expect(rows).toEqual([])
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ line: 1, field: 'model' })
    expect(errors[0]?.reason).toMatch(/^no Model column in the header \(expected one of model, ModelName/)
  })

  it('39.8 a header lacking several required columns has an error for each of them, by its label', () => {
    const { rows, errors } = csv(lines('Reference,Brand,Colour', 'A1,Kia,Red'))
    expect(rows).toEqual([])
    expect(errors.map((e) => [e.line, e.field])).toEqual([
      [1, 'stocknum'],
      [1, 'model'],
    ])
    expect(errors.map((e) => e.reason.split(' (')[0])).toEqual([
      'no Stock number column in the header',
      'no Model column in the header',
    ])
  })
})

describe('parseStockFeed: CSV lines', () => {
  it('counts the physical lines of quoted multi-line cells and blank lines', () => {
    const { rows, errors } = csv(
      lines(
        'StockNo,Make,Model,Comments,Price',
        'A1,Kia,Rio,"Line one',
        'line two',
        'line three",19990',
        '',
        'A2,Kia,Rio,"Quoted ""inner"" text",bad',
        'A3,Kia,Rio,"x',
        'y",20990',
      ),
    )
    expect(rows.map((r) => [r.line, r.car.stocknum, r.car.dealercomments])).toEqual([
      [2, 'A1', 'Line one\nline two\nline three'],
      [7, 'A3', 'x\ny'],
    ])
    expect(errors).toEqual([{ line: 6, field: 'price', reason: 'Price: "bad" is not a number', stocknum: 'A2' }])
  })

  it('reports the start line of every row, whatever the multi-line cells and blank lines before it', () => {
    const row = fc.record({
      commentLines: fc.array(fc.constantFrom('ok', 'a, b', 'say ""hi""', ''), { minLength: 1, maxLength: 4 }),
      blanksBefore: fc.nat({ max: 2 }),
    })
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), fc.boolean(), (spec, crlf) => {
        const newline = crlf ? '\r\n' : '\n'
        let content = 'StockNo,Make,Model,Comments'
        const expected: number[] = []
        spec.forEach(({ commentLines, blanksBefore }, i) => {
          content += newline.repeat(blanksBefore + 1)
          expected.push(content.split(newline).length)
          content += `S${i},Kia,Rio,"${commentLines.join(newline)}"`
        })
        const { rows, errors } = csv(content)
        expect(errors).toEqual([])
        expect(rows.map((r) => r.line)).toEqual(expected)
      }),
      { numRuns: 100 },
    )
  })

  it('counts lines the same with CRLF line ends, a byte-order mark and a semicolon delimiter', () => {
    const { rows } = csv(
      '\uFEFFStockNo;Make;Model;Price\r\nA1;Kia;Rio;"1,990"\r\n\r\nA2;Kia;"Rio\r\nGT";2990\r\nA3;Kia;Rio;3990\r\n',
    )
    expect(rows.map((r) => [r.line, r.car.stocknum, r.car.model, r.car.price])).toEqual([
      [2, 'A1', 'Rio', 1990],
      [4, 'A2', 'Rio\nGT', 2990],
      [6, 'A3', 'Rio', 3990],
    ])
  })

  it('ignores empty trailing lines and rows of empty cells', () => {
    const { rows, errors } = csv('StockNo,Make,Model\nA1,Kia,Rio\n,,\n\n\n   \n')
    expect(errors).toEqual([])
    expect(rows).toHaveLength(1)
  })

  it('reports a malformed CSV as one error with the line where the broken row starts', () => {
    const { rows, errors } = csv(
      lines('StockNo,Make,Model,Comments', 'A1,Kia,Rio,ok', 'A2,Kia,Rio,"never closed', 'A3,Kia,Rio,fine'),
    )
    expect(rows).toEqual([])
    expect(errors).toEqual([
      { line: 3, field: 'file', reason: 'malformed CSV: a quoted cell starting on this line is never closed' },
    ])
  })

  it('reads a stray quote inside an unquoted cell literally', () => {
    const { rows } = csv(lines('StockNo,Make,Model,Options', 'A1,Kia,Rio,17" alloys|Tow bar'))
    expect(rows[0]?.car.features).toEqual(['17" alloys', 'Tow bar'])
  })

  it('reports an empty feed', () => {
    expect(csv('')).toEqual({ rows: [], errors: [{ line: 0, field: 'file', reason: 'the feed is empty' }] })
    // Issue 25.3: a header with no row is refused like an empty file, never read as an empty yard.
    expect(csv('StockNo,Make,Model\n')).toMatchObject({
      rows: [],
      errors: [{ line: 1, field: 'file', reason: 'the feed has a header but no cars' }],
    })
  })
})

describe('parseStockFeed: duplicates', () => {
  it('reports the second row with a stock number already seen, case-insensitively', () => {
    const { rows, errors } = csv(lines('StockNo,Make,Model', 'A1,Kia,Rio', 'A2,Kia,Rio', 'a1 ,Kia,Cerato'))
    expect(rows.map((r) => r.car.stocknum)).toEqual(['A1', 'A2'])
    expect(errors).toEqual([
      { line: 4, field: 'stocknum', reason: 'duplicate stock number "a1" (first on line 2)', stocknum: 'a1' },
    ])
  })

  it('reports the second row with a VIN already seen', () => {
    const { rows, errors } = csv(
      lines('StockNo,Make,Model,VIN', 'A1,Kia,Rio,KNADN512AN6123456', 'A2,Kia,Rio,KNADN512AN6123456'),
    )
    expect(rows.map((r) => r.car.stocknum)).toEqual(['A1'])
    expect(errors).toEqual([
      { line: 3, field: 'vin', reason: 'duplicate VIN "KNADN512AN6123456" (first on line 2)', stocknum: 'A2' },
    ])
  })
})

describe('parseStockFeed: JSON', () => {
  it('reads an array of objects with the same column names, line = 1-based index', () => {
    const { rows, errors } = json([
      {
        StockNo: 'A1',
        Make: 'Kia',
        Model: 'Rio',
        Price: '$19,990',
        Kms: 45000,
        Certified: 'Y',
        Photos: ['/a.jpg', { url: '/b.jpg' }],
      },
      { 'Stock Number': 7788, Manufacturer: 'Mazda', Model: 'CX-5', NewUsed: 'N', Status: 'Arriving' },
    ])
    expect(errors).toEqual([])
    expect(rows).toEqual([
      {
        line: 1,
        car: {
          stocknum: 'A1',
          make: 'Kia',
          model: 'Rio',
          status: 'in_stock',
          price: 19990,
          km: 45000,
          certified: true,
          images: ['/a.jpg', '/b.jpg'],
        },
      },
      { line: 2, car: { stocknum: '7788', make: 'Mazda', model: 'CX-5', status: 'coming_soon', car_type: 'new' } },
    ])
  })

  it('reads {cars: [...]} and our own nested objects', () => {
    const { rows, errors } = json({
      cars: [
        {
          stocknum: 'A1',
          make: 'Toyota',
          model: 'RAV4',
          Variant: 'GXL',
          variant: { cylinders: '4', torque: '221Nm' },
          autograb_data: { average_market_price: '$41,500' },
          finance_lenders: { provider_a: { interestRate: 7.49, termYears: 5 } },
        },
      ],
    })
    expect(errors).toEqual([])
    expect(rows[0]?.car).toEqual({
      stocknum: 'A1',
      make: 'Toyota',
      model: 'RAV4',
      status: 'in_stock',
      badge: 'GXL',
      variant: { cylinders: 4, torque: 221 },
      autograb_data: { average_market_price: 41500 },
      finance_lenders: { provider_a: { interestRate: 7.49, termYears: 5 } },
    })
  })

  it('reports bad entries by their index and keeps the good ones', () => {
    const { rows, errors } = json([
      { StockNo: 'A1', Make: 'Kia', Model: 'Rio' },
      'not a car',
      { StockNo: 'A3', Make: 'Kia', Model: 'Rio', Year: 'old' },
      { StockNo: 'A1', Make: 'Kia', Model: 'Rio' },
    ])
    expect(rows.map((r) => r.line)).toEqual([1])
    expect(errors).toEqual([
      { line: 2, field: 'row', reason: 'each car must be an object' },
      { line: 3, field: 'year', reason: 'Year: "old" is not a number', stocknum: 'A3' },
      { line: 4, field: 'stocknum', reason: 'duplicate stock number "A1" (first on line 1)', stocknum: 'A1' },
    ])
  })

  it('reports invalid JSON or the wrong shape as one error for the whole feed', () => {
    const broken = json('[{"StockNo": "A1",\n "Make": }]')
    expect(broken.rows).toEqual([])
    expect(broken.errors).toHaveLength(1)
    expect(broken.errors[0]).toMatchObject({ line: 0, field: 'file' })
    expect(broken.errors[0]?.reason).toMatch(/^malformed JSON/)
    expect(json({ vehicles: [] }).errors).toEqual([
      { line: 0, field: 'file', reason: 'expected an array of cars or an object with a "cars" array' },
    ])
  })
})

describe('parseStockFeed: robustness', () => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.constantFrom('csv' as const, 'json' as const),
        (content, format) => {
          const { rows, errors } = parseStockFeed(content, format, { now })
          const physicalLines = content.split(/\r\n?|\n/).length
          for (const error of errors) expect(error.line).toBeLessThanOrEqual(Math.max(physicalLines, 1))
          expect(rows).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never throws on CSV built from feed-like cells', () => {
    const cell = fc.oneof(
      fc.constantFrom('', '"', '""', ',', '\n', 'Kia', '$1,990', 'Y', '2019', '31/02/2026', '{', '{"a":1}'),
      fc.string({ maxLength: 8 }),
    )
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 6 }), (table) => {
        const content = ['StockNo,Make,Model,Price,Certified,Variant', ...table.map((row) => row.join(','))].join('\n')
        const physicalLines = content.split('\n').length
        const { rows, errors } = parseStockFeed(content, 'csv', { now })
        for (const { line } of [...rows, ...errors]) expect(line).toBeLessThanOrEqual(physicalLines)
        for (const { line } of rows) expect(line).toBeGreaterThanOrEqual(2)
        const readLines = new Set(rows.map((r) => r.line))
        expect(readLines.size).toBe(rows.length)
      }),
      { numRuns: 200 },
    )
  })
})

describe('FEED_COLUMNS.md', () => {
  it('documents every accepted column spelling', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../src/stock/FEED_COLUMNS.md'), 'utf8')
    const missing = FEED_COLUMNS.flatMap((column) => column.aliases).filter((alias) => !doc.includes(`\`${alias}\``))
    expect(missing).toEqual([])
  })
})

describe('readStockFeed: a feed read as a stream (issue 25.1)', () => {
  const chunked = async function* (text: string, size: number) {
    for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size)
  }
  const big = [
    'StockNo;Make;Model;Year;Price;Comments',
    ...Array.from(
      { length: 3000 },
      (_, i) => `S${i};Toyota;Corolla;2020;"$${20_000 + i}";"line one\r\nline two; with a ; inside"`,
    ),
  ].join('\r\n')

  it('gives the same rows and errors as the whole-string parser, whatever the chunk boundaries (CRLF split across chunks)', async () => {
    const whole = parseStockFeed(big, 'csv', { now })
    for (const size of [1, 7, 4096]) {
      const streamed = await readStockFeed(chunked(size === 1 ? big.slice(0, 2000) : big, size), 'csv', { now })
      const expected = size === 1 ? parseStockFeed(big.slice(0, 2000), 'csv', { now }) : whole
      expect(streamed.rows).toEqual(expected.rows)
      expect(streamed.errors).toEqual(expected.errors)
    }
    expect(whole.rows).toHaveLength(3000)
    expect(whole.rows[0]!.car.dealercomments).toBe('line one\nline two; with a ; inside')
  })

  it('issue 25.3: a header without a required column ends the read at once (no hang waiting on the rest of the file)', async () => {
    const refused = await readStockFeed(chunked(big.replace('StockNo', 'Reference'), 64), 'csv', { now })
    expect(refused.rows).toEqual([])
    expect(refused.errors[0]).toMatchObject({ line: 1, field: 'stocknum' })
  })

  it('issue 25.2: a saved column mapping names a column the built-in names do not know', async () => {
    const mapped = await readStockFeed(chunked(big.replace('StockNo', 'Reference'), 4096), 'csv', {
      now,
      columnMapping: { reference: 'stocknum', Comments: 'ignore' },
    })
    expect(mapped.rows).toHaveLength(3000)
    expect(mapped.rows[0]!.car.stocknum).toBe('S0')
    expect(mapped.rows[0]!.car.dealercomments).toBeUndefined()
    expect(mapped.columns?.[0]).toEqual({ header: 'Reference', field: 'stocknum', mapped: true })
    expect(mapped.columns?.at(-1)).toEqual({ header: 'Comments', field: null, mapped: true })
  })
})
