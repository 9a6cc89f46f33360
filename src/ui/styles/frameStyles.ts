// The styles of the Mantine components the logged-in frame and home's dashboard draw (beyond the first screen's), in
// Mantine's own order: they come with the frame, in the logged-in start's stylesheet, and nothing else does. The rest
// (dialogs, forms, tables, tabs, menus' pop-overs) is in screenStyles.ts, which every other layout and every part the
// frame or a dashboard loads lazily imports. tests/ui/styles/mantineStyles.test.ts checks both.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Mark.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
