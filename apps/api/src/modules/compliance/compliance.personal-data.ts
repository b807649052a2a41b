import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { VendorDocument } from './entities/vendor-document.entity.js';

/**
 * KYC documents: exported with their files. Not deleted at erasure: kept KYC_RETENTION_MS (90 days) after the
 * vendor left or was rejected, for fraud and regulator enquiries, then deleted by the hourly sweep (docs/privacy.md).
 */
@PersonalData()
export class KycPersonalData implements PersonalDataPart {
  readonly section = 'kyc_documents';

  async export(manager: EntityManager, owner: DataOwner) {
    if (!owner.vendorId) return { data: [] };
    const docs = await manager.find(VendorDocument, { where: { vendorId: owner.vendorId }, order: { id: 'ASC' } });
    const name = (d: VendorDocument) => `kyc-${d.documentType}-${d.id}${d.storageKey.slice(d.storageKey.lastIndexOf('.'))}`;
    return {
      data: docs.map((d) => ({ id: d.id, document_type: d.documentType, uploaded_at: d.createdAt, file: `files/${name(d)}` })),
      files: docs.map((d) => ({ name: name(d), key: d.storageKey })),
    };
  }
}
