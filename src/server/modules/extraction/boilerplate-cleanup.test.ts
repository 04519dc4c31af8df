import { describe, expect, it } from 'vitest';
import { boilerplateKindOfNames } from './boilerplate-patterns';

describe('boilerplateKindOfNames', () => {
  it('reads author boxes as furniture, but not the post classes that merely name the author', () => {
    expect(boilerplateKindOfNames('author-bio')).toBe('furniture');
    expect(boilerplateKindOfNames('post-author author-box')).toBe('furniture');
    expect(boilerplateKindOfNames('authorsure-author-box')).toBe('furniture');
    expect(boilerplateKindOfNames('tag-list')).toBe('furniture');
    expect(boilerplateKindOfNames('post type-post author-admin tag-travel category-news')).toBe(
      null,
    );
  });
});
