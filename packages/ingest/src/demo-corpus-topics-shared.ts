// The words demo corpus topics share, as real technical text does: a battery patent speaks of electrodes, sensors
// and laser welding, a lidar is a laser sensor, a display is built on a substrate. Each topic lists parts made of
// shared words (drawn with its own parts), facts that combine them (one in the abstract, one in a dependent claim,
// both in the description) and the topics it is related to (companies work in a main topic and related ones).

import type { FigureKind } from './demo-corpus-drawings';

export type SharedVocabulary = {
  /** Parts named with words other topics use too; drawn together with the topic's own parts. */
  readonly parts: readonly string[];
  /** Clauses that read after "wherein" and as a sentence after "In one embodiment,". */
  readonly facts: readonly string[];
  /** Fields of related topics: where a company of this topic also works, and its secondary CPC codes come from. */
  readonly related: readonly string[];
  /** The kinds of figure the field's drawings show, the most usual first. */
  readonly views: readonly FigureKind[];
};

export const SHARED_VOCABULARY: Readonly<Record<string, SharedVocabulary>> = {
  'rechargeable batteries': {
    parts: ['positive electrode', 'negative electrode', 'temperature sensor', 'battery housing', 'controller'],
    facts: [
      'the positive electrode and the negative electrode are stacked with the separator interposed between them',
      'the electrode tabs are joined to the current collector by laser welding',
      'a temperature sensor arranged on the housing outputs a signal to a controller that limits the charging current',
      'the electrode active material layer is coated on a metal foil substrate',
      'a voltage sensor monitors each battery cell and the controller balances the cell voltages',
    ],
    related: ['photovoltaic devices', 'driver assistance and vehicle control', 'wind turbines'],
    views: ['section', 'perspective', 'graph'],
  },
  'photovoltaic devices': {
    parts: ['glass substrate', 'rear electrode', 'transparent conductive layer', 'junction box housing'],
    facts: [
      'the layers are deposited on a glass substrate and divided into cells by laser scribing',
      'a transparent conductive layer serves as the front electrode',
      'the module charges a battery storage system through an inverter controller',
      'an irradiance sensor supplies a signal to the inverter controller for maximum power point tracking',
      'laser-doped selective emitter regions lie beneath the electrode fingers',
    ],
    related: ['rechargeable batteries', 'semiconductor devices', 'wind turbines'],
    views: ['section', 'perspective', 'graph'],
  },
  'semiconductor devices': {
    parts: ['semiconductor substrate', 'drain electrode', 'dielectric layer', 'package housing'],
    facts: [
      'the substrate is annealed by laser irradiation after ion implantation',
      'a gate electrode layer is formed on the dielectric layer',
      'the chips are separated from the wafer by laser dicing',
      'a photodiode of an image sensor is formed in the substrate',
      'the same layer structure is used in a semiconductor laser',
      'the device is mounted in a package housing and driven by a controller',
    ],
    related: ['display devices', 'photovoltaic devices', 'wireless communication'],
    views: ['section', 'flow', 'perspective'],
  },
  'display devices': {
    parts: ['glass substrate', 'pixel electrode', 'common electrode', 'timing controller', 'touch sensor layer'],
    facts: [
      'the flexible substrate is separated from the carrier glass by laser lift-off',
      'a timing controller supplies a data signal to the source driver',
      'an ambient light sensor signal is used by the controller to adjust the luminance',
      'a fingerprint sensor is arranged under the display layer',
      'the pixel electrode is formed on a planarization layer over the substrate',
    ],
    related: ['semiconductor devices', 'wireless communication', 'machine learning'],
    views: ['section', 'block', 'perspective'],
  },
  'wireless communication': {
    parts: ['baseband controller', 'memory', 'battery', 'antenna substrate'],
    facts: [
      'the user equipment reduces its transmit power when the battery level is low',
      'a proximity sensor signal causes the controller to switch between antenna panels',
      'the processor executes instructions stored in a memory to decode the received signal',
      'the antenna elements are printed on a multilayer substrate inside the housing',
      'a positioning reference signal is combined with inertial sensor data to locate the terminal',
    ],
    related: ['machine learning', 'semiconductor devices', 'driver assistance and vehicle control'],
    views: ['block', 'flow'],
  },
  'machine learning': {
    parts: ['image sensor', 'memory', 'controller', 'camera'],
    facts: [
      'the input images are captured by a camera with an image sensor',
      'the model fuses a camera signal with point clouds from a laser scanner',
      'the trained model runs on an edge controller with a limited memory',
      'the model predicts the remaining capacity of a battery from sensor data',
      'anomalies are detected in vibration signals from a sensor mounted on a machine housing',
      'defects of a semiconductor substrate are detected in inspection images',
    ],
    related: ['wireless communication', 'driver assistance and vehicle control', 'robotics', 'medical devices'],
    views: ['block', 'flow', 'graph'],
  },
  'driver assistance and vehicle control': {
    parts: ['lidar sensor', 'laser scanner', 'electronic controller', 'sensor housing'],
    facts: [
      'a lidar sensor emits laser pulses and measures the time of flight of the reflected signal',
      'the radar sensor and the camera are arranged in a common sensor housing behind the windshield',
      'the controller outputs a steering signal to the steering actuator',
      'in an electric vehicle, the controller takes the state of charge of the traction battery into account',
      'a wheel speed sensor provides the vehicle speed signal to the controller',
    ],
    related: ['machine learning', 'rechargeable batteries', 'robotics', 'wireless communication'],
    views: ['block', 'flow', 'perspective'],
  },
  'wind turbines': {
    parts: ['lidar sensor', 'turbine controller', 'nacelle housing', 'strain sensor'],
    facts: [
      'a lidar sensor on the nacelle measures the wind speed ahead of the rotor with a laser beam',
      'strain sensors in the blade root supply load signals to the turbine controller',
      'the converter is arranged in a cabinet housing at the tower base',
      'the turbine controller adjusts the pitch angle based on the sensor signal',
      'surplus power is stored in a battery storage system',
      'fibre-optic sensors fed by a laser light source monitor the blade deflection',
    ],
    related: ['rechargeable batteries', 'photovoltaic devices', 'heat pumps and air conditioning'],
    views: ['perspective', 'block', 'graph'],
  },
  'pharmaceutical compounds': {
    parts: ['coating layer', 'capsule shell'],
    facts: [
      'the tablet core is surrounded by an enteric coating layer',
      'the compound is released from a transdermal patch having an adhesive layer on a backing substrate',
      'the compound inhibits a kinase that transmits a growth signal',
      'the plasma concentration was measured by laser-induced fluorescence detection',
      'the composition is delivered by an inhaler device with a dose counter in its housing',
    ],
    related: ['therapeutic antibodies', 'medical devices'],
    views: ['graph', 'flow'],
  },
  'therapeutic antibodies': {
    parts: ['sensor chip', 'detection label'],
    facts: [
      'the binding affinity was determined by surface plasmon resonance on a sensor chip',
      'the cells were sorted by flow cytometry with laser excitation',
      'the antibody is immobilized on a substrate for use in an immunoassay that generates a detectable signal',
      'the antibody blocks a receptor that transmits an inhibitory signal',
      'the formulation is supplied in an autoinjector having a needle shield in its housing',
    ],
    related: ['pharmaceutical compounds', 'medical devices'],
    views: ['graph', 'flow'],
  },
  'medical devices': {
    parts: ['electrode', 'pressure sensor', 'battery', 'housing', 'controller'],
    facts: [
      'a stimulation electrode is connected to a pulse generator in a hermetic housing',
      'the device is powered by a rechargeable battery',
      'an optical sensor with a laser diode measures the blood oxygen saturation',
      'the controller processes the sensor signal and adjusts the therapy',
      'the catheter tip carries an ablation electrode and a temperature sensor',
      'laser energy is delivered to the tissue through an optical fibre',
    ],
    related: ['pharmaceutical compounds', 'therapeutic antibodies', 'robotics', 'machine learning'],
    views: ['perspective', 'section', 'block'],
  },
  packaging: {
    parts: ['paper substrate', 'adhesive layer', 'sensor label'],
    facts: [
      'the film comprises a barrier layer coated on a paper substrate',
      'the lid is opened along a laser-scored line',
      'a freshness sensor label changes colour when the package is spoiled',
      'an RFID tag with a printed antenna layer is embedded in the container',
      'the sealing layer is bonded to the container by heat sealing',
    ],
    related: ['inkjet printing', 'beverage preparation', 'pharmaceutical compounds'],
    views: ['section', 'perspective'],
  },
  'inkjet printing': {
    parts: ['lower electrode', 'upper electrode', 'head housing', 'nozzle sensor'],
    facts: [
      'the nozzle openings are formed in the nozzle plate by laser ablation',
      'a piezoelectric layer is sandwiched between a lower electrode and an upper electrode',
      'a controller outputs a drive signal to the print head',
      'an optical sensor detects missing nozzles from a printed test pattern',
      'the ink is printed on a substrate such as paper, film or a textile',
    ],
    related: ['packaging', 'display devices', 'robotics'],
    views: ['section', 'perspective', 'block'],
  },
  robotics: {
    parts: ['robot controller', 'laser range sensor', 'joint housing', 'battery'],
    facts: [
      'a laser range sensor measures the distance to the workpiece',
      'a force sensor in the wrist supplies a signal to the robot controller',
      'the end effector carries a laser welding head',
      'a camera with an image sensor detects the position of the object',
      'the mobile robot is powered by a battery and returns to a charging station',
      'the robot transfers a semiconductor substrate into a processing chamber',
    ],
    related: ['machine learning', 'driver assistance and vehicle control', 'medical devices', 'packaging'],
    views: ['perspective', 'block', 'flow'],
  },
  'heat pumps and air conditioning': {
    parts: ['temperature sensor', 'pressure sensor', 'controller', 'outdoor unit housing'],
    facts: [
      'a temperature sensor supplies a signal to the controller, which sets the compressor speed',
      'the compressor is arranged in an outdoor unit housing',
      'the controller drives the expansion valve based on the pressure sensor signal',
      'the heat exchanger tubes are joined by laser welding',
      'the refrigerant circuit also cools the traction battery of an electric vehicle',
    ],
    related: ['wind turbines', 'beverage preparation', 'rechargeable batteries'],
    views: ['block', 'perspective', 'section'],
  },
  'beverage preparation': {
    parts: ['flow sensor', 'controller', 'machine housing', 'code reader'],
    facts: [
      'a flow sensor supplies a signal to the controller, which stops the pump',
      'a code printed on the capsule is read by an optical sensor',
      'the heating element is arranged in the machine housing next to the water tank',
      'the capsule lid has a laser-perforated membrane',
      'the capsule body comprises an oxygen barrier layer',
    ],
    related: ['packaging', 'heat pumps and air conditioning'],
    views: ['section', 'perspective', 'block', 'flow'],
  },
};
