import { Injectable } from '@nestjs/common';
import { likeEscape, newestFirstPage } from '../../common/pagination.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { EntityManager, In, Repository } from 'typeorm';
import { readCheckedUpload } from '../../common/uploads.js';
import { StorageService } from '../storage/storage.service.js';
import { User } from './entities/user.entity.js';
import type { SignedInUser, UserAccount, UserSummary } from './user.port.js';

export const PROFILE_IMAGE_RULES = {
  field: 'profile_picture',
  maxBytes: 5 * 1024 * 1024,
  types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' } as Record<string, string>,
  messages: {
    missing: 'Please select an image first',
    tooLarge: 'Image size should be less than 5MB',
    badType: 'Please select a valid image file',
  },
};

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly storage: StorageService,
  ) {}

  /** The port other modules read a user through (a party's contact, a vendor's account under review), in `manager`'s transaction. */
  accountOf(manager: EntityManager, id: number): Promise<UserAccount> {
    return manager.findOneByOrFail(User, { id });
  }

  /** One page of users with their vendors for the admin Users list (search and type filters), and the total. */
  pageForAdmin(q: { search?: string; user_type?: string }, page: number, perPage: number): Promise<[SignedInUser[], number]> {
    const query = newestFirstPage(this.users.manager.createQueryBuilder(User, 'u').leftJoinAndSelect('u.vendor', 'v'), 'u', page, perPage);
    const search = q.search?.trim();
    if (search) query.andWhere(`(u.name ILIKE :s ESCAPE '\\' OR u.email ILIKE :s ESCAPE '\\' OR u.phone ILIKE :s ESCAPE '\\')`, { s: `%${likeEscape(search)}%` });
    if (q.user_type === 'user' || q.user_type === 'vendor') query.andWhere('u.user_type = :t', { t: q.user_type });
    return query.getManyAndCount();
  }

  /** accountOf, or null when there is no such user. */
  findAccountOf(manager: EntityManager, id: number): Promise<UserAccount | null> {
    return manager.findOneBy(User, { id });
  }

  /** The users of `ids` that exist, in no particular order (none asked: none read). */
  async summariesOf(ids: number[]): Promise<UserSummary[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : [];
  }

  async uploadProfilePicture(user: User, req: FastifyRequest): Promise<string> {
    const file = await readCheckedUpload(req, PROFILE_IMAGE_RULES);
    const key = await this.storage.put('avatars', file.ext, file.buffer, file.mime);
    const url = `/uploads/${key}`;
    const previous = user.profileImage;
    await this.users.update({ id: user.id }, { profileImage: url });
    if (previous?.startsWith('/uploads/avatars/')) await this.storage.remove(previous.slice('/uploads/'.length));
    return url;
  }

  async readAvatar(name: string): Promise<{ body: Buffer; mime: string } | null> {
    const m = /^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/.exec(name);
    if (!m) return null;
    const body = await this.storage.get(`avatars/${name}`);
    return body ? { body, mime: MIME[m[1]] } : null;
  }
}
