export const brandName = 'Lion Insurance';
export const themeColor = '#0e2b5c';

export function pageTitle(title: string): string {
  return title ? `${title} | ${brandName}` : brandName;
}
