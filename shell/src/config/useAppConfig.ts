import { useEffect, useState } from 'react';
import { type AppConfig, loadAppConfig } from './appConfig.ts';

/** The runtime config once loaded (the root loader has always loaded it before pages render). */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadAppConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
