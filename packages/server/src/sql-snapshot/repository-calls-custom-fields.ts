import * as customFieldSchemes from '../features/custom-fields/custom-field-schemes.repository';
import * as customFieldValues from '../features/custom-fields/custom-field-values.repository';
import { type Call, T } from './repository-call-types';

// The custom field repositories' sample calls (see repository-calls.ts).

export const CUSTOM_FIELD_REPOSITORY_CALLS: Record<
  string,
  { module: Record<string, unknown>; calls: Record<string, Call> }
> = {
  'custom-field-schemes.repository': {
    module: customFieldSchemes,
    calls: {
      listSchemesForViewer: (db, s) =>
        customFieldSchemes.listSchemesForViewer(db, { id: s.userId, organizationId: s.organizationId, isAdmin: false }),
      getSchemeForViewer: (db, s) =>
        customFieldSchemes.getSchemeForViewer(
          db,
          { id: s.userId, organizationId: s.organizationId, isAdmin: false },
          1,
        ),
      insertScheme: (db, s) => customFieldSchemes.insertScheme(db, s.organizationId, 'Review'),
      updateScheme: (db) => customFieldSchemes.updateScheme(db, 1, { name: 'Portfolio review', updatedAt: T }),
      deleteScheme: (db) => customFieldSchemes.deleteScheme(db, 999),
      listFieldsOfSchemes: (db) => customFieldSchemes.listFieldsOfSchemes(db, [1]),
      listOptionsOfFields: (db) => customFieldSchemes.listOptionsOfFields(db, [1]),
      insertField: (db) =>
        customFieldSchemes.insertField(db, { schemeId: 1, name: 'Status', type: 'tree', queryable: true, position: 1 }),
      updateField: (db) => customFieldSchemes.updateField(db, 1, { name: 'Technology', queryable: true, position: 0 }),
      deleteFields: (db) => customFieldSchemes.deleteFields(db, [999]),
      insertOption: (db) =>
        customFieldSchemes.insertOption(db, { fieldId: 1, parentId: 1, label: 'Lithium', position: 0 }),
      updateOption: (db) => customFieldSchemes.updateOption(db, 1, { parentId: null, label: 'Energy', position: 0 }),
      deleteOptions: (db) => customFieldSchemes.deleteOptions(db, [999]),
      listSchemeGrantees: (db) => customFieldSchemes.listSchemeGrantees(db, 1),
      replaceSchemeGrants: (db, s) => customFieldSchemes.replaceSchemeGrants(db, 1, [s.userId], []),
      idsInOrganization: (db, s) => customFieldSchemes.idsInOrganization(db, s.organizationId, [s.userId], [1]),
      getActiveSchemeId: (db, s) => customFieldSchemes.getActiveSchemeId(db, s.userId),
      setActiveScheme: (db, s) => customFieldSchemes.setActiveScheme(db, s.userId, 1),
      clearActiveScheme: (db, s) => customFieldSchemes.clearActiveScheme(db, s.userId, 1),
    },
  },
  'custom-field-values.repository': {
    module: customFieldValues,
    calls: {
      listValuesOfFolder: (db) => customFieldValues.listValuesOfFolder(db, 1, [1]),
      listValuesOfPatents: (db) => customFieldValues.listValuesOfPatents(db, [1], ['EP-1000000-A1'], [1]),
      ucidsInFolder: (db) => customFieldValues.ucidsInFolder(db, 1, ['EP-1000000-A1']),
      replaceValues: (db) =>
        customFieldValues.replaceValues(
          db,
          1,
          ['EP-1000000-A1'],
          [1],
          [{ folderId: 1, ucid: 'EP-1000000-A1', fieldId: 1, optionId: 1 }],
        ),
      countValuesOfFields: (db) => customFieldValues.countValuesOfFields(db, [1]),
      countValuesOfOptions: (db) => customFieldValues.countValuesOfOptions(db, [1]),
      ucidsWithDateBetween: (db) => customFieldValues.ucidsWithDateBetween(db, [1], 1, '2024-01-01', '2024-12-31'),
      ucidsWithOptions: (db) => customFieldValues.ucidsWithOptions(db, [1], 1, [1, 2]),
      listValuesOfField: (db) => customFieldValues.listValuesOfField(db, [1, 2], 1),
      valuesOfFolderPatents: (db) => customFieldValues.valuesOfFolderPatents(db, 1, ['EP-1000000-A1']),
      moveValues: (db) => customFieldValues.moveValues(db, 1, 2, ['EP-1000000-A1']),
      restoreValues: (db) =>
        customFieldValues.restoreValues(db, [
          {
            folderId: 1,
            ucid: 'EP-1000000-A1',
            fieldId: 1,
            optionId: 1,
            textValue: null,
            numberValue: null,
            dateValue: null,
          },
        ]),
    },
  },
};
