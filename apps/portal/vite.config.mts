import { defineConfig } from 'vite';
import { appViteConfig } from '../../tools/vite/app-vite-config.mts';

export default defineConfig(appViteConfig('portal', import.meta.dirname));
