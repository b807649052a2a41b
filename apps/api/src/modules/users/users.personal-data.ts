import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { User } from './entities/user.entity.js';

/** The profile: who the user is to Oja (the erasure anonymises it: AccountRecords.anonymise). */
@PersonalData()
export class ProfilePersonalData implements PersonalDataPart {
  readonly section = 'profile';

  async export(manager: EntityManager, owner: DataOwner) {
    const u = await manager.findOneByOrFail(User, { id: owner.userId });
    const picture = u.profileImage?.startsWith('/uploads/') ? u.profileImage.slice('/uploads/'.length) : null;
    return {
      data: {
        name: u.name,
        email: u.email,
        phone: u.phone,
        user_type: u.userType,
        created_at: u.createdAt,
        email_verified_at: u.emailVerifiedAt,
        phone_verified_at: u.phoneVerifiedAt,
        notification_preferences: u.notificationPreferences,
        low_data_mode: u.lowDataMode,
        deactivation_requested_at: u.deactivationRequestedAt,
        erasure_requested_at: u.erasureRequestedAt,
        profile_picture: picture ? `files/profile-picture${picture.slice(picture.lastIndexOf('.'))}` : null,
      },
      files: picture ? [{ name: `profile-picture${picture.slice(picture.lastIndexOf('.'))}`, key: picture }] : [],
    };
  }
}
