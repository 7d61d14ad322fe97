/**
 * Which dealer feed column (CSV header or JSON key) fills which CarInput field.
 * Headers are compared after `columnKey`: lower-cased with everything but letters and digits removed,
 * so 'Stock No.', 'stock_no' and 'StockNo' are the same column. FEED_COLUMNS.md documents this table;
 * a unit test keeps the two in step.
 */

/** How a cell's text becomes a value. */
export type ValueKind =
  | 'text'
  | 'vin'
  | 'integer'
  | 'number'
  | 'money'
  | 'boolean'
  | 'list'
  | 'images'
  | 'date'
  | 'month'
  | 'datetime'
  | 'carType'
  | 'status'
  | 'itemType'
  | 'object'

export interface FeedColumn {
  /** CarInput field, or 'variant.x' / 'specifications.x' / 'autograb_data.x' for nested ones. */
  field: string
  kind: ValueKind
  /** Header spellings, best first: when a feed has several columns for one field, the first non-empty one in this order wins. */
  aliases: readonly string[]
  /** Filled in when this column provided the value and the feed does not give the field itself. */
  implies?: { price_type?: string }
}

export const FEED_COLUMNS: readonly FeedColumn[] = [
  {
    field: 'stocknum',
    kind: 'text',
    aliases: ['stocknum', 'StockNo', 'Stock Number', 'StockNumber', 'Stock #', 'StockID', 'Stock Code'],
  },
  { field: 'vin', kind: 'vin', aliases: ['vin', 'VIN Number', 'Chassis', 'Chassis Number', 'ChassisNo'] },
  { field: 'make', kind: 'text', aliases: ['make', 'Manufacturer', 'Brand', 'MakeName'] },
  { field: 'model', kind: 'text', aliases: ['model', 'ModelName', 'Family'] },
  { field: 'badge', kind: 'text', aliases: ['badge', 'Variant', 'Grade', 'Trim', 'BadgeDescription'] },
  { field: 'series', kind: 'text', aliases: ['series', 'SeriesCode', 'ModelCode'] },
  {
    field: 'year',
    kind: 'integer',
    aliases: ['year', 'Build Year', 'YearMade', 'ModelYear', 'Year of Manufacture', 'YearOfManufacture'],
  },
  { field: 'name', kind: 'text', aliases: ['name', 'Title', 'Heading'] },
  { field: 'slug', kind: 'text', aliases: ['slug'] },
  { field: 'carsales_title', kind: 'text', aliases: ['carsales_title', 'CarsalesTitle'] },
  { field: 'price', kind: 'money', aliases: ['price'] },
  {
    field: 'price',
    kind: 'money',
    aliases: ['DriveAwayPrice', 'Drive Away Price', 'DAP', 'DriveAway'],
    implies: { price_type: 'Drive Away' },
  },
  {
    field: 'price',
    kind: 'money',
    aliases: [
      'Advertised Price',
      'AdvertisedPrice',
      'RetailPrice',
      'Selling Price',
      'SalePrice',
      'Asking Price',
      'ListPrice',
      'Internet Price',
    ],
  },
  { field: 'price_type', kind: 'text', aliases: ['price_type', 'PriceType', 'PriceQualifier'] },
  { field: 'before_price', kind: 'money', aliases: ['before_price', 'WasPrice', 'Was', 'PreviousPrice', 'OldPrice'] },
  {
    field: 'subscription_price',
    kind: 'money',
    aliases: ['subscription_price', 'SubscriptionPrice', 'WeeklySubscription'],
  },
  {
    field: 'km',
    kind: 'integer',
    aliases: [
      'km',
      'Odometer',
      'Kms',
      'Kilometres',
      'Kilometers',
      'Mileage',
      'Miles',
      'OdometerReading',
      'Odometer (km)',
      'Odometer (mi)',
    ],
  },
  {
    field: 'colour',
    kind: 'text',
    aliases: ['colour', 'Color', 'ExteriorColour', 'ExteriorColor', 'ExtColour', 'ExtColor', 'Paint'],
  },
  { field: 'simple_body', kind: 'text', aliases: ['simple_body', 'Body', 'BodyType', 'BodyStyle'] },
  { field: 'trans', kind: 'text', aliases: ['trans', 'Transmission', 'Gearbox', 'TransmissionType'] },
  { field: 'simple_transmission', kind: 'text', aliases: ['simple_transmission'] },
  { field: 'fuel', kind: 'text', aliases: ['fuel', 'FuelType'] },
  { field: 'simple_fuel', kind: 'text', aliases: ['simple_fuel'] },
  { field: 'drive', kind: 'text', aliases: ['drive', 'DriveType', 'Drivetrain', 'DriveTrain Type'] },
  { field: 'seats', kind: 'integer', aliases: ['seats', 'Seating', 'SeatingCapacity', 'NumberOfSeats'] },
  { field: 'doors', kind: 'integer', aliases: ['doors', 'NumberOfDoors'] },
  { field: 'engine_size', kind: 'text', aliases: ['engine_size', 'EngineSize', 'Engine', 'EngineCapacity'] },
  {
    field: 'regplate',
    kind: 'text',
    aliases: ['regplate', 'Rego', 'Registration', 'RegoNumber', 'Registration Number', 'Plate', 'NumberPlate'],
  },
  {
    field: 'rego_expiry',
    kind: 'date',
    aliases: ['rego_expiry', 'RegoExpiry', 'Registration Expiry', 'RegistrationExpiry'],
  },
  { field: 'build_date', kind: 'month', aliases: ['build_date', 'BuildDate', 'Build'] },
  {
    field: 'compliance_date',
    kind: 'month',
    aliases: ['compliance_date', 'ComplianceDate', 'Compliance', 'Compliance Plate'],
  },
  {
    field: 'car_type',
    kind: 'carType',
    aliases: ['car_type', 'Condition', 'NewUsed', 'New/Used', 'Type', 'VehicleCondition', 'StockType'],
  },
  { field: 'status', kind: 'status', aliases: ['status', 'StockStatus', 'VehicleStatus', 'Availability'] },
  {
    field: 'dealercomments',
    kind: 'text',
    aliases: ['dealercomments', 'Comments', 'Description', 'Dealer Comments', 'SellerComments', 'AdText'],
  },
  {
    field: 'images',
    kind: 'images',
    aliases: [
      'images',
      'Photos',
      'PhotoURLs',
      'ImageURLs',
      'PhotoURL',
      'ImageURL',
      'Pictures',
      'PhotoList',
      'ImageList',
    ],
  },
  { field: 'features', kind: 'list', aliases: ['features', 'Options', 'Extras', 'OptionalExtras'] },
  {
    field: 'standardEquipment',
    kind: 'list',
    aliases: ['standardEquipment', 'Standard Equipment', 'StandardFeatures'],
  },
  { field: 'payment_processors', kind: 'list', aliases: ['payment_processors'] },
  {
    field: 'location_name',
    kind: 'text',
    aliases: ['location_name', 'Location', 'Yard', 'Branch', 'LocationName', 'Site'],
  },
  { field: 'tag', kind: 'text', aliases: ['tag', 'Special', 'Promotion'] },
  { field: 'item_type', kind: 'itemType', aliases: ['item_type', 'ItemType', 'ListingType'] },
  { field: 'reserved', kind: 'boolean', aliases: ['reserved', 'OnHold', 'DepositTaken'] },
  { field: 'preorder', kind: 'boolean', aliases: ['preorder', 'PreOrder'] },
  { field: 'certified', kind: 'boolean', aliases: ['certified', 'CPO', 'CertifiedPreOwned'] },
  {
    field: 'show_on_dealer_website',
    kind: 'boolean',
    aliases: ['show_on_dealer_website', 'ShowOnWebsite', 'Publish', 'Online', 'Publish Online'],
  },
  { field: 'sold_date', kind: 'datetime', aliases: ['sold_date', 'SoldDate', 'DateSold', 'sold_date_timestamp'] },
  { field: 'has_nvic', kind: 'boolean', aliases: ['has_nvic', 'HasNVIC'] },
  { field: 'private_suburb', kind: 'text', aliases: ['private_suburb'] },
  { field: 'private_postcode', kind: 'text', aliases: ['private_postcode'] },
  { field: 'accessories_count', kind: 'integer', aliases: ['accessories_count', 'AccessoriesCount'] },
  { field: 'specifications', kind: 'object', aliases: ['specifications'] },
  { field: 'autograb_data', kind: 'object', aliases: ['autograb_data'] },
  { field: 'finance_lenders', kind: 'object', aliases: ['finance_lenders'] },
  { field: 'variant.cylinders', kind: 'integer', aliases: ['cylinders', 'Cyl', 'NumberOfCylinders'] },
  { field: 'variant.enginesize', kind: 'number', aliases: ['EngineCC', 'CC', 'Engine cc'] },
  { field: 'variant.enginesize_litres', kind: 'number', aliases: ['enginesize_litres', 'EngineLitres', 'Litres'] },
  { field: 'variant.induction', kind: 'text', aliases: ['induction', 'Aspiration'] },
  { field: 'variant.geartype', kind: 'text', aliases: ['geartype', 'GearType'] },
  {
    field: 'variant.fuelconsumptioncombined',
    kind: 'number',
    aliases: ['fuelconsumptioncombined', 'FuelConsumption', 'FuelEconomy'],
  },
  { field: 'variant.fuelcapacity', kind: 'number', aliases: ['fuelcapacity', 'FuelTank', 'TankCapacity'] },
  { field: 'variant.grossvehiclemass', kind: 'number', aliases: ['grossvehiclemass', 'GVM'] },
  { field: 'variant.vehiclelength', kind: 'number', aliases: ['vehiclelength'] },
  { field: 'variant.vehicleheight', kind: 'number', aliases: ['vehicleheight'] },
  { field: 'variant.vehiclewidth', kind: 'number', aliases: ['vehiclewidth'] },
  { field: 'variant.torque', kind: 'number', aliases: ['torque', 'TorqueNm'] },
  { field: 'variant.ancaprating', kind: 'integer', aliases: ['ancaprating', 'ANCAP', 'ANCAPRating'] },
  { field: 'variant.bodyconfiguration', kind: 'text', aliases: ['bodyconfiguration', 'BodyConfig', 'Cab', 'CabType'] },
  {
    field: 'specifications.body_length',
    kind: 'number',
    aliases: ['body_length', 'BodyLength', 'LengthFt', 'BodyLengthFt'],
  },
  {
    field: 'specifications.body_width',
    kind: 'number',
    aliases: ['body_width', 'BodyWidth', 'WidthFt', 'BodyWidthFt'],
  },
  { field: 'specifications.tare_weight', kind: 'number', aliases: ['tare_weight', 'Tare', 'TareMass'] },
  {
    field: 'specifications.aggregate_trailer_mass',
    kind: 'number',
    aliases: ['aggregate_trailer_mass', 'ATM', 'AggregateTrailerMass'],
  },
  { field: 'specifications.axle_type', kind: 'text', aliases: ['axle_type', 'Axle', 'Axles', 'AxleConfiguration'] },
  { field: 'specifications.sleeps', kind: 'integer', aliases: ['sleeps', 'Berths', 'SleepingCapacity'] },
  { field: 'autograb_data.average_market_price', kind: 'money', aliases: ['average_market_price', 'MarketPrice'] },
  {
    field: 'autograb_data.state_average_market_price',
    kind: 'money',
    aliases: ['state_average_market_price', 'StateMarketPrice'],
  },
]

/** Lower-cased letters and digits only: 'Stock No.' and 'stock_no' both become 'stockno'. */
export const columnKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '')

export interface ResolvedColumn extends FeedColumn {
  /** Position in the best-first order of all spellings of this field; lower wins. */
  rank: number
}

const buildIndex = (): Map<string, ResolvedColumn> => {
  const index = new Map<string, ResolvedColumn>()
  const ranks = new Map<string, number>()
  for (const column of FEED_COLUMNS) {
    for (const alias of column.aliases) {
      const key = columnKey(alias)
      const known = index.get(key)
      if (known && known.field !== column.field)
        throw new Error(`Feed column "${alias}" fills both ${known.field} and ${column.field}`)
      if (known) continue
      const rank = ranks.get(column.field) ?? 0
      ranks.set(column.field, rank + 1)
      index.set(key, { ...column, rank })
    }
  }
  return index
}

const COLUMN_INDEX = buildIndex()

/** The field a header or JSON key fills, or undefined when the column is not one we read. */
export const resolveColumn = (header: string): ResolvedColumn | undefined => COLUMN_INDEX.get(columnKey(header))

/** The spellings we accept for a field, for messages such as "no stock number column". */
export const aliasesOf = (field: string): string[] =>
  FEED_COLUMNS.filter((column) => column.field === field).flatMap((column) => column.aliases)

/**
 * The columns a CSV feed must have, with the words staff see for them (the Car fields' labels, as the dealership's
 * Feed columns list offers them): a refusal names "Stock number", never "stocknum".
 */
export const REQUIRED_FEED_COLUMNS = [
  { field: 'stocknum', label: 'Stock number' },
  { field: 'make', label: 'Make' },
  { field: 'model', label: 'Model' },
] as const

export const requiredColumnLabel = (field: string): string =>
  REQUIRED_FEED_COLUMNS.find((c) => c.field === field)?.label ?? field

/** One missing column's reason, on the header's line: "no Stock number column in the header (expected one of …)". */
export const missingColumnReason = (field: string): string =>
  `no ${requiredColumnLabel(field)} column in the header (expected one of ${aliasesOf(field).join(', ')})`

/**
 * Every missing required column at once, by label: "the file has no Stock number, Make or Model column (each is
 * required; Stock number: stocknum, StockNo, …; Make: make, Manufacturer, …)".
 */
export function missingColumnsReason(fields: readonly string[]): string {
  const labels = fields.map(requiredColumnLabel)
  const named =
    labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`
  const accepted = fields.map((field) => `${requiredColumnLabel(field)}: ${aliasesOf(field).join(', ')}`).join('; ')
  return `the file has no ${named} column (${labels.length > 1 ? 'each is required; ' : ''}accepted headers: ${accepted})`
}
