type Formatter = 'NumberFormat' | 'DateTimeFormat';

/**
 * Counts the `Intl` formatters of one kind made from now on (each first one a page makes loads ICU data):
 * `made()` says how many, `restore()` puts the native constructor back.
 */
export function countIntlMade(kind: Formatter): { made(): number; restore(): void } {
  const native = Intl[kind];
  let made = 0;
  const counting = new Proxy(native, {
    construct: (target, args: unknown[]) => {
      made += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  Reflect.set(Intl, kind, counting);
  return { made: () => made, restore: () => void Reflect.set(Intl, kind, native) };
}
