import { Box, ScrollArea, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REFERENCE_OPERATORS } from '../utils/referenceOperators';
import classes from './SearchReference.module.css';

/** Props of OperatorReference. */
type OperatorReferenceProps = {
  /** Called with the text to insert for the chosen operator. */
  onPick: (text: string) => void;
};

/** The operators of the query language with a line each; those that can be inserted are buttons. */
export function OperatorReference({ onPick }: OperatorReferenceProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {REFERENCE_OPERATORS.map((operator) => {
          const content = (
            <>
              {operator.insert !== null && <VisuallyHidden>{t('search.reference.insert')} </VisuallyHidden>}
              <Text span ff="monospace" fw={700} fz="sm" className={classes.code}>
                {operator.syntax}
              </Text>
              <Text span fz="sm">
                {t(`search.reference.operators.${operator.key}`)}
              </Text>
            </>
          );
          const { insert } = operator;
          return (
            <li key={operator.key}>
              {insert === null ? (
                <Box className={classes.item}>{content}</Box>
              ) : (
                <UnstyledButton className={classes.item} onClick={() => onPick(insert)}>
                  {content}
                </UnstyledButton>
              )}
            </li>
          );
        })}
      </Box>
    </ScrollArea.Autosize>
  );
}
