import { type PictureWordSource, setPictureWordSource } from "../../../core/site/picture-words";

type Assets = { fetch(request: Request): Promise<Response> };
const sources = new WeakMap<Assets, PictureWordSource>();

/**
 * The drawings' keyword files (public/picture-words, about 1 MiB gzip in all languages: too large for
 * the Worker's bundle) read through the ASSETS binding, one language per generation, kept per isolate.
 */
export function readPictureWordsFromAssets(assets: Assets): void {
  let source = sources.get(assets);
  if (!source) {
    source = async (language) => {
      if (!/^[a-z]{2,3}(-[A-Z][a-z]{3})?$/.test(language)) return null;
      const response = await assets.fetch(new Request(`https://assets.invalid/picture-words/${language}.txt`));
      return response.ok ? response.text() : null;
    };
    sources.set(assets, source);
  }
  setPictureWordSource(source);
}
