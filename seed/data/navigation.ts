type Link = { label: string; url: string; externalPath?: string; newTab?: boolean }
type HeaderItem = Link & { menu?: 'links' | 'models' | 'stock' | 'brands'; children?: Link[] }
type FooterGroup = { title: string; links: Link[] }
export type NavigationContent = { header: HeaderItem[]; footer: FooterGroup[] }

/** The header and footer of one manufacturer's dealers (content spec §2). */
export const TOYOTA_NAVIGATION: NavigationContent = {
  header: [
    { label: 'Home', url: '/' },
    { label: 'New Vehicles', url: '/models', menu: 'models' },
    { label: 'Special Offers', url: '/special-offers/' },
    { label: 'Sell My Car', url: '/trade-in', externalPath: '/sellmycar' },
    { label: 'Pre-owned Vehicles', url: '/search/used-cars', menu: 'stock' },
    {
      label: 'Service',
      url: '/service',
      children: [
        { label: 'Online Service Booking', url: '/genuine-service', externalPath: '/service-booking' },
        { label: 'Warranty Advantage', url: '/warranty' },
        { label: 'Roadside Assist', url: '/roadside-assist' },
        { label: 'Toyota Genuine Service', url: '/genuine-service' },
      ],
    },
    { label: 'Parts & Accessories', url: '/vehicle-parts-and-accessories/' },
    {
      label: 'Company',
      url: '/about-us',
      children: [
        { label: 'About Us', url: '/about-us' },
        { label: 'Contact Us', url: '/contact' },
        { label: 'Fleet', url: '/fleet' },
        { label: 'Terms And Conditions', url: '/terms-and-conditions' },
        { label: 'Complaint Handling Process', url: '/pages/handling-complaint' },
      ],
    },
  ],
  footer: [
    {
      title: 'Buyer Tools',
      links: [
        { label: 'Vehicles', url: '/models' },
        { label: 'New Cars', url: '/search/new-cars' },
        { label: 'Demo Cars', url: '/search/demo-cars' },
        { label: 'Used Cars', url: '/search/used-cars' },
        { label: 'Current Offers', url: '/special-offers' },
        { label: 'Toyota Hybrids', url: '/pages/toyota-hybrids' },
        { label: 'Fleet', url: '/fleet' },
        { label: 'Sell My Car', url: '/trade-in' },
        { label: 'Test Drive', url: '/book-test-drive' },
      ],
    },
    {
      title: 'Servicing and Parts',
      links: [
        { label: 'Vehicle Service', url: '/service' },
        { label: 'Parts and Accessories', url: '/vehicle-parts-and-accessories/' },
        { label: 'Warranty Advantage', url: '/warranty' },
        { label: 'Roadside Assist', url: '/roadside-assist' },
        { label: 'Genuine Service', url: '/genuine-service' },
      ],
    },
    {
      title: '{dealer}',
      links: [
        { label: 'About Us', url: '/about-us' },
        { label: 'Contact Us', url: '/contact' },
        { label: 'Fleet', url: '/fleet' },
        { label: 'Terms And Conditions', url: '/terms-and-conditions' },
        { label: 'Privacy Policy', url: '/privacy-policy' },
        { label: 'Complaint Handling Process', url: '/pages/handling-complaint' },
      ],
    },
  ],
}

/** A plainer tree for the other demo sites; staff edit it in the admin. Multi-brand dealers get the brands mega-menu. */
export const stockNavigation = (stockLabel: string, stockUrl: string, brands = false): NavigationContent => ({
  header: [
    { label: 'Home', url: '/' },
    { label: stockLabel, url: stockUrl, menu: 'stock' },
    ...(brands ? [{ label: 'Brands', url: '/search', menu: 'brands' as const }] : []),
    { label: 'Special Offers', url: '/special-offers' },
    { label: 'Sell My Car', url: '/trade-in' },
    { label: 'Finance', url: '/finance' },
    {
      label: 'About',
      url: '/about-us',
      children: [
        { label: 'About Us', url: '/about-us' },
        { label: 'Contact Us', url: '/contact' },
        { label: 'Service', url: '/service' },
        { label: 'Blog', url: '/blog' },
      ],
    },
  ],
  footer: [
    {
      title: 'Buyer Tools',
      links: [
        { label: 'All Stock', url: stockUrl },
        { label: 'Current Offers', url: '/special-offers' },
        { label: 'Sell My Car', url: '/trade-in' },
        { label: 'Finance', url: '/finance' },
        { label: 'Test Drive', url: '/book-test-drive' },
      ],
    },
    {
      title: 'Servicing and Parts',
      links: [
        { label: 'Vehicle Service', url: '/service' },
        { label: 'Parts and Accessories', url: '/vehicle-parts-and-accessories/' },
        { label: 'Blog', url: '/blog' },
      ],
    },
    {
      title: '{dealer}',
      links: [
        { label: 'About Us', url: '/about-us' },
        { label: 'Contact Us', url: '/contact' },
        { label: 'Terms And Conditions', url: '/terms-and-conditions' },
        { label: 'Privacy Policy', url: '/privacy-policy' },
        { label: 'Complaint Handling Process', url: '/pages/handling-complaint' },
      ],
    },
  ],
})
