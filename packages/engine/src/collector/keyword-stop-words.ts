// Words left out of keyword charts: English function words, and the words every patent text uses to describe
// itself (claim and embodiment language) that would otherwise top any set's keywords. Terms are as the text
// analyzer indexes them (lower case, folded).

const FUNCTION_WORDS =
  'a about above after again against all also although am an and another any are as at be because been before being below between both but by can could did do does doing down during each either else etc even ever every few for from further had has have having he her here hers him his how however i if in into is it its itself just least less many may me might more most much must my neither no nor not now of off often on once one only onto or other others otherwise our out over own per perhaps rather same several shall she should since so some such than that the their them then there thereby therefore therein thereof thereon these they this those though through thus to too toward towards under until up upon us very via was we well were what whatever when where whereas whereby wherein whether which while who whom whose why will with within without would yet you your';

const PATENT_WORDS =
  'according aspect based comprise comprised comprises comprising configured consisting contain containing contains corresponding described disclosed disclosure embodiment embodiments example examples first further having herein include included includes including invention least means method methods particular plurality present provide provided provides providing related respective second said structure system systems third use used uses using wherein';

const OTHER_LANGUAGES =
  'aus bei das dem den der des die ein eine einem einen einer eines für im mit oder sowie und von zu zum zur au aux avec ce ces dans de des du en est et la le les par pour sur un une';

export const KEYWORD_STOP_WORDS: ReadonlySet<string> = new Set(
  `${FUNCTION_WORDS} ${PATENT_WORDS} ${OTHER_LANGUAGES}`.split(' '),
);
