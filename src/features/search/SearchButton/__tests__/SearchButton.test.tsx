import {fireEvent, render, screen} from '@testing-library/react';
import {SearchButton} from '@site/src/features/search/SearchButton';

describe('SearchButton', () => {
  it('is named Search Docs and shows the shortcut', () => {
    const onClick = jest.fn();
    render(<SearchButton onClick={onClick} shortcutModifier="⌘" expanded={false} />);
    const button = screen.getByRole('button', {name: 'Search Docs'});
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(button).toHaveTextContent('Search Docs⌘K');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });

  it('asks for a prefetch when the pointer comes over it or it takes the focus', () => {
    const onPrefetch = jest.fn();
    render(
      <SearchButton
        onClick={() => {}}
        onPrefetch={onPrefetch}
        shortcutModifier="Ctrl"
        expanded={false}
      />,
    );
    const button = screen.getByRole('button', {name: 'Search Docs'});
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(onPrefetch).toHaveBeenCalledTimes(2);
  });
});
