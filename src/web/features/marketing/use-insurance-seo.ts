import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import type { ProductInput } from '../seo';
import { usePageSeo } from '../seo';
import type { InsuranceType } from './insurance-sections';

const pagePaths = {
  auto: paths.insuranceAuto,
  home: paths.insuranceHome,
  life: paths.insuranceLife,
  renters: paths.insuranceRenters,
} as const;

/** Title, metadata, breadcrumbs (Home > Insurance > type) and product of a marketing page. */
export function useInsuranceSeo(
  type: InsuranceType,
  page: {
    namespace: string;
    coverage: string[];
    product?: Partial<ProductInput>;
    imageUrl?: string;
  },
) {
  const { t } = useTranslation([page.namespace, 'insurance', 'marketing']);
  const ns = page.namespace;
  usePageSeo({
    title: t(`${ns}:pageTitle`),
    description: t(`${ns}:seo.description`),
    keywords: t(`${ns}:seo.keywords`).split(', '),
    path: pagePaths[type],
    imageUrl: page.imageUrl,
    type: 'website',
    breadcrumbs: [
      { name: t('marketing:breadcrumbs.home'), url: paths.consumerLanding },
      { name: t('marketing:breadcrumbs.insurance'), url: paths.insurance },
      { name: t(`marketing:types.${type}`), url: pagePaths[type] },
    ],
    products: [
      {
        name: t(`${ns}:seo.productName`),
        category: type,
        description: t(`${ns}:seo.productDescription`),
        coverageDetails: page.coverage,
        ...page.product,
      },
    ],
  });
}
