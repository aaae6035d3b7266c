import type en from '../en/trackers';
import type { Translation } from '../types';

/** Tracker screens: pending devices, commands to devices, and the attributes trackers send. */
const trackers: Translation<typeof en> = {
  resources: {
    pendingDevices: {
      name: '待注册设备 |||| 待注册设备',
      fields: {
        protocol: '协议',
        identifier: '标识',
        firstSeenAt: '首次出现',
        lastSeenAt: '最后出现',
        remoteAddress: '远程地址',
        messageCount: '消息数',
      },
      register: '注册',
      register_one: '注册 %{identifier}',
      register_title: '注册设备 %{identifier}',
      register_intro: '此 %{protocol} 设备已连接，但尚无租户注册。注册后，设备下次连接时即被接受。',
      registered: '设备 %{identifier} 已注册。',
    },
    devices: {
      commands: {
        title: '指令',
        empty: '尚未向此设备发送指令。',
        send: '发送',
        custom_label: '自定义指令',
        custom_help: '按原样发送，例如 STATUS#',
        sent_now: '指令已发送至设备。',
        queued_now: '设备离线：指令已排队，待其连接后发送。',
        confirm_stop_title: '停止发动机？',
        confirm_stop: '设备将切断发动机（油路或点火继电器）。仅在车辆可安全停车时执行。',
        types: {
          engineStop: '断油断电',
          engineResume: '恢复油电',
          custom: '自定义',
        },
        statuses: {
          queued: '排队中',
          sent: '已发送',
          answered: '已应答',
          failed: '失败',
        },
        columns: {
          time: '时间',
          command: '指令',
          status: '状态',
          outcome: '应答',
        },
        failures: {
          noAnswer: '设备无应答',
          unsupported: '设备协议不支持此指令',
        },
      },
    },
  },
  reports: {
    attributes: {
      ignition: '点火',
      motion: '运动',
      odometer: '里程表',
      power: '外部电压',
      battery: '电池电压',
      batt: '电池电量',
      charge: '充电中',
      gsmSignal: 'GSM 信号强度',
      satellites: '卫星数',
      hdop: 'HDOP',
      pdop: 'PDOP',
      valid: 'GPS 定位有效',
      fuelLevel: '油位',
      fuel: '燃油',
      alarm: '报警',
      armed: '设防',
      blocked: '发动机已锁止',
      in1: '数字输入 1',
      in2: '数字输入 2',
      in3: '数字输入 3',
      in4: '数字输入 4',
      out1: '数字输出 1',
      out2: '数字输出 2',
      vin: '车架号',
      dtcs: '故障码',
      driverUniqueId: '司机钥匙',
      event: '事件 IO',
      priority: '优先级',
      status: '状态位',
      mcc: '移动国家码',
      mnc: '移动网络码',
      lac: '位置区码',
      cellId: '基站 ID',
      io: 'IO %{id}',
    },
  },
};

export default trackers;
