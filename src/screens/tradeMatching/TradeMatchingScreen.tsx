/** AI trade matching: the matching view the microservices hub's AI Matching tab shows too. */
import { TradeMatching } from '../shared/TradeMatching';

export default function TradeMatchingScreen() {
  return <TradeMatching />;
}
