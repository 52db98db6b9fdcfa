/**
 * Mantine styles of the everyday page components, loaded with the first page rather than with the shell
 * (which draws none of them): components/Page.tsx imports this, and so does every lazily loaded route that
 * does not render <Page>. A page using a component not listed here imports its styles itself.
 */
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
