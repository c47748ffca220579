package java.util; public final class WaitkitCliCheck { }
