/** The signed-in member as `GET /api/users/me?populate=all` answers, with whatever a test changes. */
export const userFixture = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 'u7',
  username: 'nuria@chispa.test',
  email: 'nuria@chispa.test',
  confirmed: true,
  blocked: false,
  firstName: 'Núria',
  lastName: 'Vidal',
  city: 'Girona',
  country: 'ES',
  gender: 'female',
  birthDate: '1990-04-02',
  referralCode: 'K7M2Q9XZ',
  userType: 'default',
  createdAt: '2025-03-15T10:00:00.000Z',
  updatedAt: '2025-03-15T10:00:00.000Z',
  image: { id: 31, documentId: 'img31', name: 'avatar.png', url: '/uploads/avatar_31.png', alternativeText: 'Núria' },
  ...overrides,
});

export const USER_ID = 7;
