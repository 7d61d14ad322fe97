/** The static reference list of makes (content spec §3 "Manufacturer reference list": about 140). */
export const MANUFACTURER_NAMES = [
  'Abarth', 'AC', 'Alfa Romeo', 'Alpine', 'Aston Martin', 'Audi', 'Austin', 'Avida', 'BAIC', 'Bailey', 'Bentley', 'BMW',
  'BYD', 'Cadillac', 'Caterham', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Coromal', 'Cupra', 'Daewoo', 'Daihatsu',
  'Datsun', 'Deepal', 'Dodge', 'Ducati', 'Essential Caravans', 'Ferrari', 'Fiat', 'Fisker', 'Ford', 'Foton', 'Fuso',
  'Genesis', 'Great Wall', 'GWM', 'Harley-Davidson', 'Haval', 'Hino', 'Holden', 'Honda', 'HSV', 'Hummer', 'Hyundai',
  'Ineos', 'Infiniti', 'Isuzu', 'Iveco', 'Jaguar', 'Jayco', 'Jeep', 'JAC', 'Kawasaki', 'Kia', 'KTM', 'Lamborghini',
  'Land Rover', 'LDV', 'Leapmotor', 'Lexus', 'Lotus', 'Lotus Caravans', 'Lynk & Co', 'Mahindra', 'Maserati', 'Maxus',
  'Mazda', 'McLaren', 'Mercedes-AMG', 'Mercedes-Benz', 'MG', 'Mini', 'Mitsubishi', 'Morgan', 'New Age Caravans',
  'Nissan', 'Omoda', 'Opel', 'Peugeot', 'Polestar', 'Porsche', 'Proton', 'RAM', 'Range Rover', 'Renault', 'Rolls-Royce',
  'Royal Enfield', 'Saab', 'Skoda', 'Smart', 'SsangYong', 'KGM', 'Subaru', 'Supreme', 'Suzuki', 'Tata', 'Tesla',
  'Toyota', 'Triumph', 'Trailblazers', 'UD Trucks', 'Vauxhall', 'Volkswagen', 'Volvo', 'Windsor', 'Xpeng', 'Yamaha',
  'Zeekr', 'Aprilia', 'Benelli', 'BSA', 'CFMoto', 'Can-Am', 'Husqvarna', 'Indian', 'Moto Guzzi', 'MV Agusta',
  'Piaggio', 'Polaris', 'Sea-Doo', 'Vespa', 'Kenworth', 'Mack', 'Scania', 'Western Star', 'Freightliner', 'DAF',
  'International', 'Dennis Eagle', 'Hongqi', 'Geely', 'GAC', 'Kia Commercial', 'Nissan Commercial', 'Toyota Commercial',
  'Chevrolet Silverado', 'Ford Performance', 'Rivian', 'Lucid', 'Jetour', 'Chery Commercial', 'Dongfeng',
] as const
