/** Mantine styles for pages with tables: import '../../styles/table' from a lazily loaded page. */
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
