import { useTranslation } from 'react-i18next';

interface LogoProps {
  variant?: 'default' | 'agent';
  size?: number;
  className?: string;
  /** Empty when the brand name is written next to the logo (no redundant alt text). */
  alt?: string;
}

/** The lion mark, served from the site origin; purple for the agent portal. */
export function Logo({ variant = 'default', size = 40, className, alt }: LogoProps) {
  const { t } = useTranslation();
  const isAgent = variant === 'agent';
  return (
    <img
      src={isAgent ? '/lion-agent.svg' : '/lion.svg'}
      alt={alt ?? (isAgent ? t('logoAgentAlt') : t('logoAlt'))}
      width={size}
      height={size}
      className={className}
    />
  );
}
