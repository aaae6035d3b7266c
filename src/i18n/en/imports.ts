import type { MessageTree } from '../types';

/** Moving a fleet in by file: the device import dialog. */
const imports = {
  resources: {
    devices: {
      import: {
        button: "Import",
        title: "Import devices from a CSV file",
        intro: "A header row names the columns: uniqueId (or IMEI), name, and optionally phone and model (by its name). Every row is checked before anything is written; a file with any problem writes nothing.",
        choose: "Choose a CSV file",
        missing: "The file has no column for: %{columns}.",
        fix: "%{smart_count} problem to fix in the file, then choose it again: |||| %{smart_count} problems to fix in the file, then choose it again:",
        ready: "%{smart_count} device is ready to import. |||| %{smart_count} devices are ready to import.",
        submit: "Import",
        done: "%{smart_count} device imported |||| %{smart_count} devices imported",
        empty: "The file has no rows.",
        problems: "Problems in the file",
        line: "Line",
        field: "Field",
        problem: "Problem",
      },
    },
  },
} satisfies MessageTree;

export default imports;
