import type en from '../en/imports';
import type { Translation } from '../types';

/** Moving a fleet in by file: the import dialogs of devices, assets, drivers, geofences and places. */
const imports: Translation<typeof en> = {
  resources: {
    devices: {
      import: {
        button: '导入',
        title: '从 CSV 或 Excel 文件导入设备',
        intro:
          '标题行给出列名：uniqueId（或 IMEI）、name，以及可选的 phone 和 model（按名称）。写入前会检查每一行；文件中有任何问题则不写入任何内容。',
        choose: '选择 CSV 或 Excel (.xlsx) 文件',
        missing: '文件缺少以下列：%{columns}。',
        unreadable_table: '该文件不是可读取的 Excel 工作簿 (.xlsx)。',
        fix: '文件中有 %{smart_count} 个问题需要修正，然后重新选择文件：',
        ready: '%{smart_count} 台设备可以导入。',
        submit: '导入',
        done: '已导入 %{smart_count} 台设备',
        empty: '文件没有任何行。',
        problems: '文件中的问题',
        line: '行',
        field: '字段',
        problem: '问题',
      },
    },
    assets: {
      import: {
        button: '导入',
        title: '从 CSV 或 Excel 文件导入资产',
        intro:
          '表头行列出各列：name，以及可选的 plateNumber、vin、tags 和 purchaseDate（YYYY-MM-DD）；资产的 CSV 导出文件可以重新导入。写入前会检查每一行；文件有任何问题都不会写入。',
        choose: '选择 CSV 或 Excel (.xlsx) 文件',
        missing: '文件缺少以下列：%{columns}。',
        unreadable_table: '该文件不是可读取的 Excel 工作簿 (.xlsx)。',
        fix: '文件中有 %{smart_count} 个问题需要修正，然后重新选择文件：',
        ready: '%{smart_count} 个资产可以导入。',
        submit: '导入',
        done: '已导入 %{smart_count} 个资产',
        empty: '文件没有任何行。',
        problems: '文件中的问题',
        line: '行',
        field: '字段',
        problem: '问题',
      },
    },
    drivers: {
      import: {
        button: '导入',
        title: '从 CSV 或 Excel 文件导入司机',
        intro:
          '表头行列出各列：name，以及可选的 licenceNumber、licenceExpiry（YYYY-MM-DD）、phone 和 email；司机的 CSV 导出文件可以重新导入。写入前会检查每一行；文件有任何问题都不会写入。',
        choose: '选择 CSV 或 Excel (.xlsx) 文件',
        missing: '文件缺少以下列：%{columns}。',
        unreadable_table: '该文件不是可读取的 Excel 工作簿 (.xlsx)。',
        fix: '文件中有 %{smart_count} 个问题需要修正，然后重新选择文件：',
        ready: '%{smart_count} 名司机可以导入。',
        submit: '导入',
        done: '已导入 %{smart_count} 名司机',
        empty: '文件没有任何行。',
        problems: '文件中的问题',
        line: '行',
        field: '字段',
        problem: '问题',
      },
    },
    geofences: {
      import: {
        button: '导入',
        title: '从 GeoJSON 或 KML 文件导入地理围栏',
        intro:
          '每个要素是一个地理围栏：带 radiusMeters 属性的点为圆形，带 widthMeters 属性的线为走廊，多边形即多边形；同时读取 name、description 和 color。写入前会检查每个要素；文件有任何问题都不会写入。',
        choose: '选择 GeoJSON 或 KML 文件',
        fix: '文件中有 %{smart_count} 个问题需要修正，然后重新选择文件：',
        ready: '%{smart_count} 个地理围栏可以导入。',
        submit: '导入',
        done: '已导入 %{smart_count} 个地理围栏',
        empty: '文件中没有要素。',
        problems: '文件中的问题',
        line: '要素',
        field: '字段',
        problem: '问题',
        unreadable: '该文件既不是 GeoJSON，也不是格式正确的 KML。',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
    places: {
      import: {
        button: '导入',
        title: '从 GeoJSON 或 KML 文件导入地点',
        intro: '每个要素是一个地点：一个点，可带 category、icon 和 radiusMeters 属性。写入前会检查每个要素；文件有任何问题都不会写入。',
        choose: '选择 GeoJSON 或 KML 文件',
        fix: '文件中有 %{smart_count} 个问题需要修正，然后重新选择文件：',
        ready: '%{smart_count} 个地点可以导入。',
        submit: '导入',
        done: '已导入 %{smart_count} 个地点',
        empty: '文件中没有要素。',
        problems: '文件中的问题',
        line: '要素',
        field: '字段',
        problem: '问题',
        unreadable: '该文件既不是 GeoJSON，也不是格式正确的 KML。',
        export_geojson: 'GeoJSON',
        export_kml: 'KML',
      },
    },
  },
};

export default imports;
