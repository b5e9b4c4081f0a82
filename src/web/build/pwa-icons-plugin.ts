// Emits the PNG app icons into the build and serves them from the dev server.
import type { Plugin } from 'vite';
import { APP_ICONS, renderIcon } from './icon-png';

export function pwaIcons(): Plugin {
  const cache = new Map<string, Buffer>();
  const render = (file: string): Buffer | undefined => {
    const icon = APP_ICONS.find((i) => i.file === file);
    if (!icon) return undefined;
    let png = cache.get(file);
    if (!png) {
      png = renderIcon(icon.size, { rounded: icon.rounded });
      cache.set(file, png);
    }
    return png;
  };
  return {
    name: 'crease-pwa-icons',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const png = render((req.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (!png) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(png);
      });
    },
    generateBundle() {
      for (const { file } of APP_ICONS) {
        const source = render(file);
        if (source) this.emitFile({ type: 'asset', fileName: file, source });
      }
    },
  };
}
