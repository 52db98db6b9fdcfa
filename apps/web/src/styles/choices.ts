/**
 * Mantine styles of the few inputs public pages show (the round filter's NativeSelect, the clock Switch, the
 * groups' favourite Checkbox): the full form set (styles/forms.ts: Combobox, Pill, NumberInput...) stays with
 * the form pages, out of what a visitor downloads.
 */
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Switch.layer.css';
