// Publication numbers are spelled one way in documents, queries and the corpus model: the parsing and the variants
// live in @app/shared (the corpus readers need them without the engine), and the number analyzer uses them from there.
export {
  canonicalPublicationNumber,
  type PublicationNumberParts,
  parsePublicationNumber,
  publicationNumberVariants,
} from '@app/shared';
