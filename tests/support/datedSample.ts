/** Whether `value` is dated sample data: an accessor `dated` made (src/data/sampleWorld.ts names them `datedSample`). */
export const isDated = (value: unknown): value is (day: string) => unknown =>
  typeof value === 'function' && value.name === 'datedSample';
