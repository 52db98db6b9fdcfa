/** Name parts for demo runners: Pokemon Red flavoured, clearly not real people. */
export const FIRST = [
  'Ash', 'Misty', 'Brock', 'Gary', 'Erika', 'Sabrina', 'Blaine', 'Koga', 'Surge', 'Giovanni', 'Lorelei', 'Bruno',
  'Agatha', 'Lance', 'Bill', 'Daisy', 'Jessie', 'James', 'Tracey', 'Red', 'Blue', 'Leaf', 'Oak', 'Fuji', 'Joy',
  'Jenny', 'Wes', 'Kris', 'Lyra', 'Ethan', 'Dawn', 'Lucas', 'May', 'Brendan', 'Hilda', 'Nate', 'Rosa', 'Calem',
];
export const SUFFIX = ['Runs', 'Speed', 'TAS', 'Glitch', 'Any', 'Pidgey', 'Nido', 'Abra', 'Zubat', 'Moon', 'Cerulean', 'Pewter'];
export const COUNTRIES = ['US', 'CA', 'GB', 'FR', 'DE', 'SE', 'NO', 'FI', 'NL', 'BE', 'ES', 'IT', 'JP', 'AU', 'NZ', 'BR', 'MX', 'QC', 'ENG', 'SCO', 'WAL', 'PL', 'IE', 'DK'];
export const PRONOUNS = ['he/him', 'she/her', 'they/them', null] as const;
