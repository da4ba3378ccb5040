/** Storybook's MDX compiler, which its build runs as a webpack-style loader (.storybook/docsPages.test.ts). */
declare module '@storybook/addon-docs/mdx-loader' {
  interface LoaderContext {
    async(): (error: Error | null, code?: string) => void;
    getOptions(): object;
    resourcePath: string;
  }
  export default function loader(this: LoaderContext, content: string): Promise<void>;
}
