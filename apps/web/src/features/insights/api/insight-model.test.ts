import { describe, expect, it } from 'vitest';
import { liked, withLocalLikes } from './insight-model';

describe('likes kept locally', () => {
  it('like_count becomes likes', () => {
    expect(withLocalLikes({ uuid: 'a', like_count: 4, liked: false })).toEqual({
      uuid: 'a',
      likes: 4,
      liked: false,
    });
  });

  it('a like adds one at once, the server count wins once known, a second like changes nothing', () => {
    const insight = { likes: 4, liked: false };
    const optimistic = liked(insight);
    expect(optimistic).toEqual({ likes: 5, liked: true });
    expect(liked(optimistic)).toEqual({ likes: 5, liked: true });
    expect(liked(optimistic, 9)).toEqual({ likes: 9, liked: true });
    expect(insight).toEqual({ likes: 4, liked: false });
  });
});
