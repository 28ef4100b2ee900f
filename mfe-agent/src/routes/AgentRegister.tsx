import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function AgentRegister() {
  return (
    <AreaRoot area="agent">
      <ComingLater name="AgentRegister" />
    </AreaRoot>
  );
}
