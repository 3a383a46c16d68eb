import { useEffect, useState } from 'react';
import { type AppConfig, loadAppConfig, loadedAppConfig } from './appConfig.ts';

/** The runtime config once loaded (the root loader has always loaded it before pages render). */
export function useAppConfig(): AppConfig | null {
  // Loaded already, it is there from the first render: a tool's page draws its tool at once.
  const [config, setConfig] = useState<AppConfig | null>(loadedAppConfig);
  useEffect(() => {
    let live = true;
    loadAppConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
