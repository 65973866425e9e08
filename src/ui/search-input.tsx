import { Box, createRecipeContext, InputElement, type BoxProps, type InputProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { Ref } from 'react';

// Chakra's Input is Ark's field input, which brings zag's runtime to the page's first load. A search box
// outside a form field (labelled by `aria-label`) needs only the input recipe, so it is drawn from that.
const { withContext } = createRecipeContext({ key: 'input' });
const RecipeInput = withContext<HTMLInputElement, InputProps>('input');

export interface SearchInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** Props of the box around the input and its magnifier (its width, mostly). */
  groupProps?: BoxProps;
}

/**
 * A filter's search box: Chakra's input with a magnifier at its start, as Chakra's InputGroup lays it out.
 * Not for a form field: inside a `Field` it would not take the field's id, description or invalid state.
 */
export function SearchInput({ groupProps, ...props }: SearchInputProps) {
  return (
    <Box display="flex" position="relative" isolation="isolate" w="full" alignItems="center" {...groupProps}>
      <InputElement pointerEvents="none">
        <Search aria-hidden size={16} />
      </InputElement>
      <RecipeInput type="search" ps="var(--input-height)" {...props} />
    </Box>
  );
}
