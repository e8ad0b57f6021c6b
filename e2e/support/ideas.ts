/** A word no other idea holds (letters only, so full-text search keeps it whole). */
export function distinctiveWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'zorb';
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}
