import { useTranslation } from 'react-i18next';

interface LogoProps {
  variant?: 'default' | 'agent';
  size?: number;
  className?: string;
}

/** The lion mark, served from the site origin; purple for the agent portal. */
export function Logo({ variant = 'default', size = 40, className }: LogoProps) {
  const { t } = useTranslation();
  const isAgent = variant === 'agent';
  return (
    <img
      src={isAgent ? '/lion-agent.svg' : '/lion.svg'}
      alt={isAgent ? t('logoAgentAlt') : t('logoAlt')}
      width={size}
      height={size}
      className={className}
    />
  );
}
