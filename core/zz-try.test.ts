import { it } from 'vitest';
import { extractFacts } from '@core/facts';
import { splitSentences } from '@core/sentences';
it('try', () => {
  for (const d of ['Flat whites are back. $5 a cup.', 'Tickets €25 each, 25 € at the door, £5.50 kids, R950 family, ¥1,000 or 1.250,00 € or ₹499 or USD 12 or 30 ευρώ.', 'Done! 🎉 Next']) {
    console.log(JSON.stringify(splitSentences(d)), JSON.stringify(extractFacts(d).filter(f=>f.kind==='price')));
  }
});
