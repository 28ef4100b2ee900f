import { WIDGETS } from 'shared';
import { AreaView } from './AreaView';

/** A cross-area widget the shell composes (docs/architecture.md), loaded from its owning remote; silent on failure. */
export function Widget({ name, props }: { name: keyof typeof WIDGETS; props?: Record<string, unknown> }) {
  const { area, module } = WIDGETS[name];
  return <AreaView area={area} module={module} props={props} quiet />;
}
