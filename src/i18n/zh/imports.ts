import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the device import dialog. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: "导入",
        title: "从 CSV 文件导入设备",
        intro: "标题行给出列名：uniqueId（或 IMEI）、name，以及可选的 phone 和 model（按名称）。写入前会检查每一行；文件中有任何问题则不写入任何内容。",
        choose: "选择 CSV 文件",
        missing: "文件缺少以下列：%{columns}。",
        fix: "文件中有 %{smart_count} 个问题需要修正，然后重新选择文件：",
        ready: "%{smart_count} 台设备可以导入。",
        submit: "导入",
        done: "已导入 %{smart_count} 台设备",
        empty: "文件没有任何行。",
        problems: "文件中的问题",
        line: "行",
        field: "字段",
        problem: "问题",
      },
    },
  },
};

export default imports;
