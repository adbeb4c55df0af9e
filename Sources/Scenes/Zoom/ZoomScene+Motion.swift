import TransitionKit

extension ZoomSceneInstance {
  /// The zoom as the parameters set it now.
  var zoomMotion: ZoomMotion? {
    ZoomMotion(
      transition: parameters.choice(ZoomScene.Key.transition),
      minimumScale: parameters.number(ZoomScene.Key.minimumScale),
      dismissThreshold: parameters.number(ZoomScene.Key.dismissThreshold),
      scaleThreshold: parameters.number(ZoomScene.Key.scaleThreshold),
      dimming: parameters.number(ZoomScene.Key.dimming),
      response: parameters.number(ZoomScene.Key.response),
      dampingRatio: parameters.dampingRatio,
      trackingResponse: parameters.number(ZoomScene.Key.trackingResponse),
      interruptible: parameters.isOn(ParameterID.interruptible),
      crossDissolveDuration: parameters.duration)
  }
}
