module {
  func.func @forward(%arg0: tensor<3x16xf32>) -> (tensor<3x5xf32>, tensor<3x5xi64>) {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<[1, 3, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[3, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<[3, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = tosa.const_shape  {values = dense<[3, 32, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = "tosa.const"() <{values = dense<0xFF800000> : tensor<3x32x1xf32>}> : () -> tensor<3x32x1xf32>
    %6 = "tosa.const"() <{values = dense<0> : tensor<3x32x1xi8>}> : () -> tensor<3x32x1xi8>
    %7 = "tosa.const"() <{values = dense<1> : tensor<3x32x1xi8>}> : () -> tensor<3x32x1xi8>
    %8 = "tosa.const"() <{values = dense<1> : tensor<3x1x1xi8>}> : () -> tensor<3x1x1xi8>
    %9 = "tosa.const"() <{values = dense<0> : tensor<3x32x1xi32>}> : () -> tensor<3x32x1xi32>
    %10 = "tosa.const"() <{values = dense<1> : tensor<3x1xi32>}> : () -> tensor<3x1xi32>
    %11 = tosa.const_shape  {values = dense<[3, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[3, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %13 = "tosa.const"() <{values = dense<"0x8C18E43DF6BB4A3E20B3583EE0884A3D02EB64BE7814643D1890ECBDEC26E33D363511BE102237BEBE697DBE44B1DEBD8C8D41BEA8ED5B3E288A0ABD40DFDDBB60257D3DB8C01B3E009A58BB7C872D3E1066D4BD04DFEF3DF442E63DC8844D3ECCC7C73D2465AE3D0099F43ABC3AFDBDBC9FB53D283CCF3D3863303E60DB98BC063E723EE02513BD0C791A3E08B27ABD16466EBE00FDB23B0087D3BC32EB29BE908B6CBDD078D23D9C4E54BE70C29E3C40B9453C4071283ED6910D3EA8C61F3DE8DC7C3E8CD925BEC83A7C3EFCDA633E12207DBE44CE6ABE08EC103DF88B37BEC021DCBC0EEB66BE90390B3E5278683E40C75ABC14ECF4BD427F273E8012FABB707D7F3E568D1C3ED03E2D3E0C8C32BE402FDB3BAEFB683E284D743E887C063DD66728BE7E14273E6082133E5079AE3D90A3BCBC162758BE84478D3DA07D3EBE7C2A6D3E28265ABEA6F81E3E20A2993C6E21143E1845723E90F660BE30A5613DB026CA3CC2A7333E140AC93D54EC75BEE629633E9E480EBE503DB33C4C291C3EDC94EC3D0EE45F3E3CD51EBE7866783E00924F3A4014A03C9459F43D60C6093C88333C3DACCADD3D6C32E1BD6EFC0E3ED8ED03BE100CB1BCC093EF3C003C193B5875D8BD1431473EEC4E9C3D38F68E3D209204BEC2F4343EDC45383E5C30BF3DD4563FBEA0FB0B3DCE70373E3016C6BC20D7A5BD1AF470BE9461C0BD2E6422BEF0C0E93CD63A143E68B356BEE427743E4C365A3E286F9BBD322E383EA06B813C48D92F3EA4D80EBE48159C3D822C5ABE4023C6BC384465BD664A7EBE747CB53D6AA517BE807F47BE62925A3E78153F3E10FF38BDC89A083D34DA65BEB83853BDE07DD23DEE862A3E520263BE3CC2C53D5666603E4045703CC4563CBE08E124BE107F453D185C3BBE0076373C129478BEB04302BD8EA962BE30B355BEE84C9CBDE6D9653E86BA68BE7C47F9BD222B01BE8C9F873DE4AE10BE9CC4FFBD10B093BC307AC03C2AAE36BEF0B9A6BD149F05BE44BBC73DD630583E0468D0BD10F61C3DD8F8BBBD2C86E43D40DE68BC1CD6BA3DE02FC53D1ECA6EBE043485BD08D60B3EC8E02B3EA27B363E38F4783E3A7D64BEA0E2553E1AEB34BEF0C8DD3CBA547C3E000DB63B5827843DD0CAC9BDF0D4E3BD0C00683E6EA566BEE6D15D3E6076153DBAB05ABE8ACA07BE2C622FBEC0FC6BBD30BC473D601EFF3CC2FE2E3EBAAD713E48D04FBD6C63C9BD002796BDD2DE67BE50F09FBCF8CD5B3D783A33BE784676BE76DF6FBE44871B3E0E3D1FBEA8542B3D6C688B3DE2D54FBE0A721CBE307313BD6A7641BE840B99BDAABF5F3E24B611BE6CD6623EB08D333D80211E3CB093893C92C434BECC791D3EE057F83D4E3B7ABE40185D3D4088423DBE9378BE60D0F8BDDE3444BEFC2701BEC046FF3B982060BD66AD53BE80F00D3D20E395BD3C60C93D50EEDF3C92B9753E8045AFBBE0DDF53C2E793ABEB0D7683D409F533EBA1865BE4A672E3E0CAB64BE9C73AFBD3CB5203E323F20BE480CF3BDB84F79BE5CD71D3EE846663D7297333E244EAB3DB8BF3FBDD4EEEEBDBAEB173E08B59E3DDA0C05BEC0E995BC206EC93D444640BE44284BBE601FD93C0A451EBE009AC7BBF05D6FBE64B854BEFA783CBE24EBA13D38EB193D48772C3E40ADEEBD1C65C0BD74772F3EAE3D463EFE063D3E3CC3883DD027A23D90CA3C3D348B8FBD3CBF8FBD58AD083E58F070BE40D6D4BB9E513EBE424810BE72DD60BE90F0A03D6E07343EE6774A3E36C314BE00F5AA3BAE65193EBCD9BF3DD82B2D3EC6F669BE040271BE704DDBBDD6037FBE7C5BE3BDEAC347BE30A42ABDDE4B35BEB0AC1D3E6C155D3E4CE2103E08252D3E105B413E50A7EB3CB40BF43DCE096EBE38E7043D780ED0BD30AC11BEE0DCAF3D1003163E5C5BFD3D602EAF3D40FA913D76004B3E644F00BED03EE23D402838BDDA5964BE84DC00BE8A0C4C3E565E663ECCD146BEF010363D6066D8BCBA8C4DBE70C464BEF4A166BE447E42BE50E40C3DE2D6503EEAE04F3E243E3F3E64D7BBBDE8E4E63D0CF336BE387D9EBDEC3983BDD421D33D940DCCBDA8BF60BD160134BE52384B3E5C6DB83DAC2EA3BDD8EC49BE0000D23D70FEDB3C62B978BE00C4853CEE0157BEF4D2A9BD22543ABE604B833C4ADA233E90D2DABDA0DA53BD1CA568BE627720BE3C670A3E80D235BE2044123C20FEE33DD4731CBEFE291CBEA009F3BD18043FBE605C1B3D18B708BD48E45EBD2A2A33BE685024BE68B72B3DF68D2EBEEC13DCBDDE0C0ABE08AC69BE0061B73DE26353BEA811783E7836653D76D6723EEA50293EA83F5FBD94E9B23D9C9581BD90F0F5BCC20D2A3E74F4B7BD80F1A7BB38037B3E28C9B0BD94BBFCBDCA1436BE96BC113EECED3F3ED8F2B93DCE550BBE40605F3DFC29F5BD30F47E3D9E06253EF65625BE9831623EC4EAA43DCC08EC3DC412BD3D58E3ECBD608B6FBE7C6F00BEC8A9673EB8BA30BD9A18103E38C9943D10FD443E08002C3E1058FE3D80424B3C9C30BCBDB0F7643DF06B8CBDE400B73DA6E1093E221538BEC4F5D33DCEE27DBEF0FC80BC664226BEB46ADA3D48BE8F3D18B756BD14C6A03D4ACF533E044AB2BDA8E723BE005B21BD3C41D83D400835BCE64035BE30CC3D3E98B9FBBD1CECDDBDC6DD12BEF813C4BDA06871BDB8604ABED2F4793E80A2DD3C707FD7BD5C3B09BEECDDCBBD6218453E3AD9303E50C05B3DF04E803C005280BB40E6D9BB3857133E1EE95F3EA0554B3E2A6940BE844B6CBEF4250FBE3011E3BC606B173E789C013D32BA2DBEEC23A2BD403184BDF022183D76D7493E98FD39BD00D981BD0C3DDA3DE09B343D9013C5BDB075963D942C11BE4C7293BDE804283D9482E33D9633283E06C3723E009B54BB702F74BD"> : tensor<1x16x32xf32>}> : () -> tensor<1x16x32xf32>
    %14 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %15 = "tosa.const"() <{values = dense<true> : tensor<3x32x1xi1>}> : () -> tensor<3x32x1xi1>
    %16 = tosa.reshape %arg0, %1 : (tensor<3x16xf32>, !tosa.shape<3>) -> tensor<1x3x16xf32>
    %17 = tosa.matmul %16, %13, %0, %0 : (tensor<1x3x16xf32>, tensor<1x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x32xf32>
    %18 = tosa.reshape %17, %2 : (tensor<1x3x32xf32>, !tosa.shape<2>) -> tensor<3x32xf32>
    %19 = tosa.add %18, %14 : (tensor<3x32xf32>, tensor<1x32xf32>) -> tensor<3x32xf32>
    %20 = tosa.reshape %19, %4 : (tensor<3x32xf32>, !tosa.shape<3>) -> tensor<3x32x1xf32>
    %21 = tosa.equal %20, %20 : (tensor<3x32x1xf32>, tensor<3x32x1xf32>) -> tensor<3x32x1xi1>
    %22 = tosa.logical_not %21 : (tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %23 = tosa.logical_and %21, %15 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %24 = tosa.logical_and %22, %15 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %25 = tosa.select %23, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %26 = tosa.argmax %25 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %27 = tosa.select %24, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %28 = tosa.argmax %27 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %29 = tosa.gather %27, %28 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %30 = tosa.reshape %29, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %31 = tosa.cast %30 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %32 = tosa.equal %31, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %33 = tosa.select %23, %20, %5 : (tensor<3x32x1xi1>, tensor<3x32x1xf32>, tensor<3x32x1xf32>) -> tensor<3x32x1xf32>
    %34 = tosa.argmax %33 {axis = 1 : i32} : (tensor<3x32x1xf32>) -> tensor<3x1xi32>
    %35 = tosa.gather %25, %34 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %36 = tosa.reshape %35, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %37 = tosa.cast %36 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %38 = tosa.equal %37, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %39 = tosa.select %38, %34, %26 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %40 = tosa.select %32, %28, %39 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %41 = tosa.gather %20, %40 : (tensor<3x32x1xf32>, tensor<3x1xi32>) -> tensor<3x1x1xf32>
    %42 = tosa.reshape %40, %11 : (tensor<3x1xi32>, !tosa.shape<3>) -> tensor<3x1x1xi32>
    %43 = tosa.scatter %6, %40, %8 : (tensor<3x32x1xi8>, tensor<3x1xi32>, tensor<3x1x1xi8>) -> tensor<3x32x1xi8>
    %44 = tosa.cast %43 : (tensor<3x32x1xi8>) -> tensor<3x32x1xi32>
    %45 = tosa.equal %44, %9 : (tensor<3x32x1xi32>, tensor<3x32x1xi32>) -> tensor<3x32x1xi1>
    %46 = tosa.logical_and %45, %21 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %47 = tosa.logical_and %45, %22 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %48 = tosa.select %46, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %49 = tosa.argmax %48 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %50 = tosa.select %47, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %51 = tosa.argmax %50 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %52 = tosa.gather %50, %51 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %53 = tosa.reshape %52, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %54 = tosa.cast %53 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %55 = tosa.equal %54, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %56 = tosa.select %46, %20, %5 : (tensor<3x32x1xi1>, tensor<3x32x1xf32>, tensor<3x32x1xf32>) -> tensor<3x32x1xf32>
    %57 = tosa.argmax %56 {axis = 1 : i32} : (tensor<3x32x1xf32>) -> tensor<3x1xi32>
    %58 = tosa.gather %48, %57 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %59 = tosa.reshape %58, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %60 = tosa.cast %59 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %61 = tosa.equal %60, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %62 = tosa.select %61, %57, %49 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %63 = tosa.select %55, %51, %62 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %64 = tosa.gather %20, %63 : (tensor<3x32x1xf32>, tensor<3x1xi32>) -> tensor<3x1x1xf32>
    %65 = tosa.reshape %63, %11 : (tensor<3x1xi32>, !tosa.shape<3>) -> tensor<3x1x1xi32>
    %66 = tosa.scatter %43, %63, %8 : (tensor<3x32x1xi8>, tensor<3x1xi32>, tensor<3x1x1xi8>) -> tensor<3x32x1xi8>
    %67 = tosa.cast %66 : (tensor<3x32x1xi8>) -> tensor<3x32x1xi32>
    %68 = tosa.equal %67, %9 : (tensor<3x32x1xi32>, tensor<3x32x1xi32>) -> tensor<3x32x1xi1>
    %69 = tosa.logical_and %68, %21 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %70 = tosa.logical_and %68, %22 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %71 = tosa.select %69, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %72 = tosa.argmax %71 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %73 = tosa.select %70, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %74 = tosa.argmax %73 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %75 = tosa.gather %73, %74 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %76 = tosa.reshape %75, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %77 = tosa.cast %76 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %78 = tosa.equal %77, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %79 = tosa.select %69, %20, %5 : (tensor<3x32x1xi1>, tensor<3x32x1xf32>, tensor<3x32x1xf32>) -> tensor<3x32x1xf32>
    %80 = tosa.argmax %79 {axis = 1 : i32} : (tensor<3x32x1xf32>) -> tensor<3x1xi32>
    %81 = tosa.gather %71, %80 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %82 = tosa.reshape %81, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %83 = tosa.cast %82 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %84 = tosa.equal %83, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %85 = tosa.select %84, %80, %72 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %86 = tosa.select %78, %74, %85 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %87 = tosa.gather %20, %86 : (tensor<3x32x1xf32>, tensor<3x1xi32>) -> tensor<3x1x1xf32>
    %88 = tosa.reshape %86, %11 : (tensor<3x1xi32>, !tosa.shape<3>) -> tensor<3x1x1xi32>
    %89 = tosa.scatter %66, %86, %8 : (tensor<3x32x1xi8>, tensor<3x1xi32>, tensor<3x1x1xi8>) -> tensor<3x32x1xi8>
    %90 = tosa.cast %89 : (tensor<3x32x1xi8>) -> tensor<3x32x1xi32>
    %91 = tosa.equal %90, %9 : (tensor<3x32x1xi32>, tensor<3x32x1xi32>) -> tensor<3x32x1xi1>
    %92 = tosa.logical_and %91, %21 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %93 = tosa.logical_and %91, %22 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %94 = tosa.select %92, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %95 = tosa.argmax %94 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %96 = tosa.select %93, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %97 = tosa.argmax %96 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %98 = tosa.gather %96, %97 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %99 = tosa.reshape %98, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %100 = tosa.cast %99 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %101 = tosa.equal %100, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %102 = tosa.select %92, %20, %5 : (tensor<3x32x1xi1>, tensor<3x32x1xf32>, tensor<3x32x1xf32>) -> tensor<3x32x1xf32>
    %103 = tosa.argmax %102 {axis = 1 : i32} : (tensor<3x32x1xf32>) -> tensor<3x1xi32>
    %104 = tosa.gather %94, %103 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %105 = tosa.reshape %104, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %106 = tosa.cast %105 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %107 = tosa.equal %106, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %108 = tosa.select %107, %103, %95 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %109 = tosa.select %101, %97, %108 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %110 = tosa.gather %20, %109 : (tensor<3x32x1xf32>, tensor<3x1xi32>) -> tensor<3x1x1xf32>
    %111 = tosa.reshape %109, %11 : (tensor<3x1xi32>, !tosa.shape<3>) -> tensor<3x1x1xi32>
    %112 = tosa.scatter %89, %109, %8 : (tensor<3x32x1xi8>, tensor<3x1xi32>, tensor<3x1x1xi8>) -> tensor<3x32x1xi8>
    %113 = tosa.cast %112 : (tensor<3x32x1xi8>) -> tensor<3x32x1xi32>
    %114 = tosa.equal %113, %9 : (tensor<3x32x1xi32>, tensor<3x32x1xi32>) -> tensor<3x32x1xi1>
    %115 = tosa.logical_and %114, %21 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %116 = tosa.logical_and %114, %22 : (tensor<3x32x1xi1>, tensor<3x32x1xi1>) -> tensor<3x32x1xi1>
    %117 = tosa.select %115, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %118 = tosa.argmax %117 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %119 = tosa.select %116, %7, %6 : (tensor<3x32x1xi1>, tensor<3x32x1xi8>, tensor<3x32x1xi8>) -> tensor<3x32x1xi8>
    %120 = tosa.argmax %119 {axis = 1 : i32} : (tensor<3x32x1xi8>) -> tensor<3x1xi32>
    %121 = tosa.gather %119, %120 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %122 = tosa.reshape %121, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %123 = tosa.cast %122 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %124 = tosa.equal %123, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %125 = tosa.select %115, %20, %5 : (tensor<3x32x1xi1>, tensor<3x32x1xf32>, tensor<3x32x1xf32>) -> tensor<3x32x1xf32>
    %126 = tosa.argmax %125 {axis = 1 : i32} : (tensor<3x32x1xf32>) -> tensor<3x1xi32>
    %127 = tosa.gather %117, %126 : (tensor<3x32x1xi8>, tensor<3x1xi32>) -> tensor<3x1x1xi8>
    %128 = tosa.reshape %127, %3 : (tensor<3x1x1xi8>, !tosa.shape<2>) -> tensor<3x1xi8>
    %129 = tosa.cast %128 : (tensor<3x1xi8>) -> tensor<3x1xi32>
    %130 = tosa.equal %129, %10 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %131 = tosa.select %130, %126, %118 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %132 = tosa.select %124, %120, %131 : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %133 = tosa.gather %20, %132 : (tensor<3x32x1xf32>, tensor<3x1xi32>) -> tensor<3x1x1xf32>
    %134 = tosa.reshape %132, %11 : (tensor<3x1xi32>, !tosa.shape<3>) -> tensor<3x1x1xi32>
    %135 = tosa.concat %41, %64, %87, %110, %133 {axis = 1 : i32} : (tensor<3x1x1xf32>, tensor<3x1x1xf32>, tensor<3x1x1xf32>, tensor<3x1x1xf32>, tensor<3x1x1xf32>) -> tensor<3x5x1xf32>
    %136 = tosa.concat %42, %65, %88, %111, %134 {axis = 1 : i32} : (tensor<3x1x1xi32>, tensor<3x1x1xi32>, tensor<3x1x1xi32>, tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x5x1xi32>
    %137 = tosa.reshape %135, %12 : (tensor<3x5x1xf32>, !tosa.shape<2>) -> tensor<3x5xf32>
    %138 = tosa.reshape %136, %12 : (tensor<3x5x1xi32>, !tosa.shape<2>) -> tensor<3x5xi32>
    %139 = tosa.cast %138 : (tensor<3x5xi32>) -> tensor<3x5xi64>
    return %137, %139 : tensor<3x5xf32>, tensor<3x5xi64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32: "0x04000000D6F55DBEE0F825BD66F06B3E245CFF3DF8AE053EDADC463E080763BEC4EBDC3DE07765BC00562E3CD47511BEAC107B3EF0AB1A3DA854723DA04982BC4EFB463E707C243E94A4BBBD72E5323EF086CDBD40D8733CA85FCDBD88EA833D7C281BBE2E050EBEF4ACF2BDFC3D5C3E364A41BE1E7B5BBE0828123E8E82423EBE0048BE"
    }
  }
#-}
