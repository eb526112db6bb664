import { buildDocument, buildListUser } from '../../../testing/admin-factories';
import {
  allDocuments,
  filterDocuments,
  filterUsers,
  initialCount,
  newestOfKind,
  showMoreStep,
  userBadges,
} from './dashboard-model';

const avery = buildListUser(1, {
  firstName: 'Avery',
  lastName: 'Lindqvist',
  email: 'avery@lindqvist.example',
  companyName: 'Lindqvist Logistics',
});
const marisol = buildListUser(2, {
  firstName: 'Marisol',
  lastName: 'Okafor',
  email: 'marisol@harborview.example',
  companyName: 'Harborview Freight',
  kinds: ['nda'],
});
const jonas = buildListUser(3, {
  firstName: 'Jonas',
  lastName: 'Weller',
  email: 'jonas@weller.example',
  companyName: '',
  kinds: [],
});
const users = [avery, marisol, jonas];

describe('the dashboard search', () => {
  it.each([
    ['a first name', 'avery', [avery]],
    ['a full name, any case and spacing', '  marisol   OKAFOR ', [marisol]],
    ['an e-mail address', 'weller.example', [jonas]],
    ['a company', 'harborview', [marisol]],
    ['text shared by several', 'example', users],
  ])('finds users by %s', (_what, query, expected) => {
    expect(filterUsers(users, query)).toEqual(expected);
  });

  it('shows every user for an empty search and none for a search that matches nothing', () => {
    expect(filterUsers(users, '   ')).toEqual(users);
    expect(filterUsers(users, 'zebra')).toEqual([]);
  });

  it('finds documents by type, client and company, not by e-mail', () => {
    const documents = allDocuments(users);
    const names = (query: string) =>
      filterDocuments(documents, query).map((entry) => `${entry.name} ${entry.userName}`);
    // Same date: the newer record (the higher id) first.
    expect(names('mutual nda')).toEqual([
      'Mutual NDA Marisol Okafor',
      'Mutual NDA Avery Lindqvist',
    ]);
    expect(names('invoice')).toEqual(['Payment Invoice Avery Lindqvist']);
    expect(names('consulting')).toEqual(['Consulting Agreement Avery Lindqvist']);
    expect(names('okafor')).toEqual(['Mutual NDA Marisol Okafor']);
    expect(names('lindqvist logistics')).toHaveLength(3);
    expect(names('harborview.example')).toEqual([]);
  });
});

describe('the documents list', () => {
  it('lists every client’s documents, newest first', () => {
    const older = buildDocument(avery, 'nda', { id: 5, date: '2024-12-01' });
    const newer = buildDocument(marisol, 'agreement', { id: 6, date: '2025-06-01' });
    const list = allDocuments([
      { ...avery, documents: [older] },
      { ...marisol, documents: [newer] },
    ]);
    expect(list.map((entry) => entry.id)).toEqual([6, 5]);
  });

  it('gives a card tile the newest document of its kind', () => {
    const first = buildDocument(avery, 'nda', { id: 5, date: '2024-12-01' });
    const second = buildDocument(avery, 'nda', { id: 8, date: '2025-02-01' });
    expect(newestOfKind({ documents: [first, second] }, 'nda')?.id).toBe(8);
    expect(newestOfKind({ documents: [first] }, 'payment')).toBeUndefined();
  });
});

describe('the page sizes', () => {
  it('shows 10 cards on a desktop and 3 on a phone, then 10 or 3 more', () => {
    expect([initialCount('cards', false), showMoreStep('cards', false)]).toEqual([10, 10]);
    expect([initialCount('cards', true), showMoreStep('cards', true)]).toEqual([3, 3]);
  });

  it('shows 10 rows in a table, then 10 more', () => {
    expect([initialCount('table', false), showMoreStep('table', false)]).toEqual([10, 10]);
  });
});

describe('the badges', () => {
  it('lists the badges that apply, in the spec’s order', () => {
    expect(userBadges({ ...avery, isAdmin: true })).toEqual([
      'NDA Signed',
      'Agreement Signed',
      'Payment Method',
      'Admin',
    ]);
    expect(userBadges(marisol)).toEqual(['NDA Signed']);
    expect(userBadges(jonas)).toEqual([]);
  });
});
