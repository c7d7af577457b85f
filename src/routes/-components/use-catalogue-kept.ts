import { useEffect, useState } from 'react';
import { readCatalogueState } from '../../offline/catalogue/catalogue-ask';
import { currentLanguage } from '../../lib/i18n';

/** Whether the worker's offline catalogue is complete in the app's language (read once, from Cache Storage). */
export function useCatalogueKept(): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    let current = true;
    void readCatalogueState().then((state) => current && setKept(state?.complete === true && state.language === currentLanguage()));
    return () => {
      current = false;
    };
  }, []);
  return kept;
}
