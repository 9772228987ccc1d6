module {
  func.func @forward(%arg0: tensor<1x6x8xf32>) -> tensor<1x4xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x16xf32>}> : () -> tensor<1x1x16xf32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_48_16_torch.float32> : tensor<48x16xf32>}> : () -> tensor<48x16xf32>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[6, 48]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<[1, 48]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[6, 1, 48]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[1, 1, 48]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[2, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[3, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[4, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[5, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[1, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %15 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<[0, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %17 = tosa.const_shape  {values = dense<[0, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %18 = tosa.const_shape  {values = dense<[1, 1, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.const_shape  {values = dense<[1, 16, 48]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.const_shape  {values = dense<[0, 0, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[0, 0, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %22 = tosa.const_shape  {values = dense<[0, 5, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %23 = tosa.const_shape  {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %24 = "tosa.const"() <{values = dense<"0xC0150B3DB847483DC8DA08BD4CB268BE807F1FBEC2E61E3E94436F3E205A33BDA8BA103DA20965BE981EDABDF03F53BE8CD3073EF0E8123EB2040B3EC8BF563DAC820C3EA01595BDA499E5BD2083083CF87BA03DB06120BD967F75BE96B2633E2C092CBEECD29C3D00F02A3CCCA065BEA07FC13DEE3C223E30279D3C8006A6BB1423D6BDD0DA53BDF0DABB3C40AD1A3E0AA871BEC0258EBBEECB3EBE080477BD5C12413E382E083E480EC83DC6E4643E6C32663E2CAB943DE484D2BD3C380D3E36E34B3EFCE9B53D90E3073E20D3C53C709F783E106DB83C66F956BE70505A3D70D56D3E60C432BDD07B113DDE5F033E1C7B66BE5C31A6BD7456723E28987F3EB4F7A9BD400B2A3CC43F573E206662BC0866743D1AB43ABEF8E8FC3D20DB97BC08AFA1BDA41EF9BD3059CFBDFE2D51BE48CB2CBD5A7E29BE3CD61EBEB24860BE9C244D3ECE6F433E3023EABD005056B978331BBDC46ABC3D78E4923DE648103E6E79373E409E723C705328BDF87CCD3D74114EBE809605BDD87E753EAAF46B3EBAA375BE8A27413E40A3CDBD507A2CBDB02C063E801747BB3072033EB035C33D50CF9C3DFE681FBE1AAE49BEF027B2BD084FF2BDAC296B3E4C1C39BE5809083EFC5C2E3E402909BD2C7BF83D7431463E4EB06A3E60991BBCA857D33D70EC663D2E1230BE1CE37CBE680336BE84F436BE20137FBC92BC41BE7C24EBBDEE3209BECCB6B53DA29921BEF0EFF9BC187D34BE8447FD3DC26F443EE0A18FBCBAD635BEE8CE023E9E405CBE4C2380BD508E4E3EFC5B0C3E76895ABE1E49613E0E0F333EB8560F3D207232BCB2674BBE36FE2F3E32B93F3E3CBB6EBEB017C03C4A7B713E5A06343ECCFDD53D183988BD5C9506BE30E8A0BCEC99E63D18E574BEE07D39BE2407763EA05671BEE040ECBC76911BBE36B0773E5070B03D80B6233CF0C0FEBC70B2BFBCA078233E468128BE408FA1BDA88EC03D682717BD904D46BD4033C23DD012F83CD090183E2CAF4D3EC065DC3C180D913DF0F89FBCB8B9DF3D281C213DD8C6023D90ACE63CC4B1DD3D10B8D93D02CF483E106C65BE58F0663E383B763E6869143DDCDCE9BD4049603D702466BE98747B3D087177BDA8EA5E3EC491993DB0A85CBD2884B73D84F0D7BD6EAB57BE20B4063DFCD260BEB415F43D00E0E939429F11BE1860AABD40AE3D3EB25F78BE22262A3E6C0A91BD2CDCCF3D5CFC9ABD98B709BDCCE725BE5E48443E3034EA3D603627BD00F9FF3D982562BD245F4ABE046B2DBEC8E865BE989A9DBDB2B365BE684100BE383D54BEC04934BE66267FBE3ECC393EBC244E3ED01489BCD80AE63D80760DBEE4A4AFBD1CC41B3E304D0BBEFE1C31BEA0C7513EDCA867BEA806643D44A7283EE47D38BE7A490A3E00195ABBDCD373BE78E1E4BDA858FFBD460C1E3E0006A8BC4A14563E0092473CF45F253E006A4E3E988D0B3DC8D3BDBD0800383D48D051BD489813BD7855423DF069C03C66857DBEFC34E13D008EEC3B26F73E3EEE100E3E6CDBD73DB69C0C3EC8DF9ABD240B6CBEAC120C3EE03A19BE30C95B3EE6B9263E06A6173E1047863C16C0333ECA0F1ABECCEDAD3D121102BEE4C907BEB467BA3D30F9C4BD589262BD5878B73D624E4BBEA058493E5E8265BE68CF043E88C961BED25F623E18C4E1BD00D190BD56B0113E74998ABD4015823D2048CABD9A9764BE142687BD58C64A3DA62B0BBEA0C7C5BDFA1B6B3EF0E3E53DBC0D853DE4AD5F3EDC18A1BD009F8C3C18090DBDA8D14B3E64A676BED8238A3D8CDBD83D8079763CA0F2353E6CFC55BEA8605B3E546C7CBE00F4563D9C1538BECE2D7C3E00F897B9F0202DBD6CCA89BD94CF39BE42B8783E64A33CBE56A5793E688ACABD90E0953D70D54D3DBCABCD3DEE9F46BE00C77ABD20A7E9BC18A86DBD28D259BDEC49133E48EFBA3D10BD493E68B1693D00AF58BC3A7805BE8E241FBE60BA95BDE0DEA8BD103B62BE9CE0583E2CD863BE50BC41BE80B6783C44DF1BBEC06E9BBBA4D5A53D1A2A343EFCAEB1BDCE0C463E9E4708BEF2937DBE10CA85BC202DE13C949803BE7CAF94BDB8CA163E7447CC3D1A182C3ED071373E2288103E404D92BBB8C116BE002E523A40852CBE6AB8693E6060B43C7887913DD07B57BD683F643D88DD673E6E0C4FBEF84C4F3E0838503E"> : tensor<1x8x48xf32>}> : () -> tensor<1x8x48xf32>
    %25 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32> : tensor<1x48xf32>}> : () -> tensor<1x48xf32>
    %26 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32_1> : tensor<1x48xf32>}> : () -> tensor<1x48xf32>
    %27 = tosa.const_shape  {values = dense<[1, 6, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %28 = "tosa.const"() <{values = dense<[[[-0.124681264, 0.221568435, 0.0968784093, 0.128094941], [0.162497282, 0.243733525, 0.215302408, -0.163632035], [0.202353239, -0.0553967059, 0.105750978, 0.102241248], [-0.0289506316, -0.23753348, 0.21102497, 0.112010062], [0.249719501, -0.16540724, 0.125021935, 0.00293210149], [-0.0714076459, -9.15259123E-4, 0.00220519304, 0.028690815], [0.127580166, -0.235785604, 0.103632867, 0.24536705], [-0.118979752, 0.0958635509, -0.102497846, -0.128281802], [0.174619824, -0.00719392299, -0.230245382, 0.137659937], [-0.101870209, 0.0251946449, -0.0197700858, 0.232865185], [0.0549837053, 0.212062299, -0.0935232639, 0.0442881584], [-0.124671549, -0.0747226178, 0.181779772, -0.0378752351], [-0.0327671468, -0.0563796163, -0.120110989, -0.0642860829], [0.221643656, 0.0733458101, 0.208212316, 0.227825671], [0.0927753746, -0.10339871, 0.152383566, 0.0725216866], [0.00860443711, 0.201532304, -0.166902423, 0.0309219956]]]> : tensor<1x16x4xf32>}> : () -> tensor<1x16x4xf32>
    %29 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %30 = tosa.matmul %arg0, %24, %2, %2 : (tensor<1x6x8xf32>, tensor<1x8x48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x48xf32>
    %31 = tosa.reshape %30, %3 : (tensor<1x6x48xf32>, !tosa.shape<2>) -> tensor<6x48xf32>
    %32 = tosa.add %31, %25 : (tensor<6x48xf32>, tensor<1x48xf32>) -> tensor<6x48xf32>
    %33 = tosa.reshape %32, %6 : (tensor<6x48xf32>, !tosa.shape<3>) -> tensor<6x1x48xf32>
    %34 = tosa.slice %33, %8, %7 : (tensor<6x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %35 = tosa.slice %33, %9, %7 : (tensor<6x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %36 = tosa.slice %33, %10, %7 : (tensor<6x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %37 = tosa.slice %33, %11, %7 : (tensor<6x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %38 = tosa.slice %33, %12, %7 : (tensor<6x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %39 = tosa.slice %33, %13, %7 : (tensor<6x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %40 = tosa.reshape %34, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %41 = tosa.reshape %35, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %42 = tosa.reshape %36, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %43 = tosa.reshape %37, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %44 = tosa.reshape %38, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %45 = tosa.reshape %39, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %46 = tosa.slice %40, %15, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %47 = tosa.slice %40, %16, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %48 = tosa.slice %40, %17, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %49 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %50 = tosa.reshape %49, %19 : (tensor<16x48xf32>, !tosa.shape<3>) -> tensor<1x16x48xf32>
    %51 = tosa.matmul %0, %50, %2, %2 : (tensor<1x1x16xf32>, tensor<1x16x48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x48xf32>
    %52 = tosa.reshape %51, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %53 = tosa.add %52, %26 : (tensor<1x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %54 = tosa.reshape %53, %7 : (tensor<1x48xf32>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %55 = tosa.slice %54, %8, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %56 = tosa.slice %54, %20, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %57 = tosa.slice %54, %21, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %58 = tosa.reshape %46, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %59 = tosa.add %55, %58 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %60 = tosa.sigmoid %59 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %61 = tosa.reshape %47, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %62 = tosa.add %56, %61 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %63 = tosa.sigmoid %62 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %64 = tosa.mul %57, %60, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %65 = tosa.reshape %48, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %66 = tosa.add %65, %64 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %67 = tosa.tanh %66 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %68 = tosa.sub %0, %67 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %69 = tosa.mul %68, %63, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %70 = tosa.add %69, %67 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %71 = tosa.slice %41, %15, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %72 = tosa.slice %41, %16, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %73 = tosa.slice %41, %17, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %74 = tosa.matmul %70, %50, %2, %2 : (tensor<1x1x16xf32>, tensor<1x16x48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x48xf32>
    %75 = tosa.reshape %74, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %76 = tosa.add %75, %26 : (tensor<1x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %77 = tosa.reshape %76, %7 : (tensor<1x48xf32>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %78 = tosa.slice %77, %8, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %79 = tosa.slice %77, %20, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %80 = tosa.slice %77, %21, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %81 = tosa.reshape %71, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %82 = tosa.add %78, %81 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %83 = tosa.sigmoid %82 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %84 = tosa.reshape %72, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %85 = tosa.add %79, %84 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %86 = tosa.sigmoid %85 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %87 = tosa.mul %80, %83, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %88 = tosa.reshape %73, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %89 = tosa.add %88, %87 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %90 = tosa.tanh %89 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %91 = tosa.sub %70, %90 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %92 = tosa.mul %91, %86, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %93 = tosa.add %92, %90 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %94 = tosa.slice %42, %15, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %95 = tosa.slice %42, %16, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %96 = tosa.slice %42, %17, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %97 = tosa.matmul %93, %50, %2, %2 : (tensor<1x1x16xf32>, tensor<1x16x48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x48xf32>
    %98 = tosa.reshape %97, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %99 = tosa.add %98, %26 : (tensor<1x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %100 = tosa.reshape %99, %7 : (tensor<1x48xf32>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %101 = tosa.slice %100, %8, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %102 = tosa.slice %100, %20, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %103 = tosa.slice %100, %21, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %104 = tosa.reshape %94, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %105 = tosa.add %101, %104 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %106 = tosa.sigmoid %105 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %107 = tosa.reshape %95, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %108 = tosa.add %102, %107 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %109 = tosa.sigmoid %108 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %110 = tosa.mul %103, %106, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %111 = tosa.reshape %96, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %112 = tosa.add %111, %110 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %113 = tosa.tanh %112 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %114 = tosa.sub %93, %113 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %115 = tosa.mul %114, %109, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %116 = tosa.add %115, %113 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %117 = tosa.slice %43, %15, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %118 = tosa.slice %43, %16, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %119 = tosa.slice %43, %17, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %120 = tosa.matmul %116, %50, %2, %2 : (tensor<1x1x16xf32>, tensor<1x16x48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x48xf32>
    %121 = tosa.reshape %120, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %122 = tosa.add %121, %26 : (tensor<1x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %123 = tosa.reshape %122, %7 : (tensor<1x48xf32>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %124 = tosa.slice %123, %8, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %125 = tosa.slice %123, %20, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %126 = tosa.slice %123, %21, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %127 = tosa.reshape %117, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %128 = tosa.add %124, %127 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %129 = tosa.sigmoid %128 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %130 = tosa.reshape %118, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %131 = tosa.add %125, %130 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %132 = tosa.sigmoid %131 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %133 = tosa.mul %126, %129, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %134 = tosa.reshape %119, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %135 = tosa.add %134, %133 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %136 = tosa.tanh %135 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %137 = tosa.sub %116, %136 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %138 = tosa.mul %137, %132, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %139 = tosa.add %138, %136 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %140 = tosa.slice %44, %15, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %141 = tosa.slice %44, %16, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %142 = tosa.slice %44, %17, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %143 = tosa.matmul %139, %50, %2, %2 : (tensor<1x1x16xf32>, tensor<1x16x48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x48xf32>
    %144 = tosa.reshape %143, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %145 = tosa.add %144, %26 : (tensor<1x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %146 = tosa.reshape %145, %7 : (tensor<1x48xf32>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %147 = tosa.slice %146, %8, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %148 = tosa.slice %146, %20, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %149 = tosa.slice %146, %21, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %150 = tosa.reshape %140, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %151 = tosa.add %147, %150 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %152 = tosa.sigmoid %151 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %153 = tosa.reshape %141, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %154 = tosa.add %148, %153 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %155 = tosa.sigmoid %154 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %156 = tosa.mul %149, %152, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %157 = tosa.reshape %142, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %158 = tosa.add %157, %156 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %159 = tosa.tanh %158 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %160 = tosa.sub %139, %159 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %161 = tosa.mul %160, %155, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %162 = tosa.add %161, %159 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %163 = tosa.slice %45, %15, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %164 = tosa.slice %45, %16, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %165 = tosa.slice %45, %17, %14 : (tensor<1x48xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x16xf32>
    %166 = tosa.matmul %162, %50, %2, %2 : (tensor<1x1x16xf32>, tensor<1x16x48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x48xf32>
    %167 = tosa.reshape %166, %5 : (tensor<1x1x48xf32>, !tosa.shape<2>) -> tensor<1x48xf32>
    %168 = tosa.add %167, %26 : (tensor<1x48xf32>, tensor<1x48xf32>) -> tensor<1x48xf32>
    %169 = tosa.reshape %168, %7 : (tensor<1x48xf32>, !tosa.shape<3>) -> tensor<1x1x48xf32>
    %170 = tosa.slice %169, %8, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %171 = tosa.slice %169, %20, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %172 = tosa.slice %169, %21, %18 : (tensor<1x1x48xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %173 = tosa.reshape %163, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %174 = tosa.add %170, %173 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %175 = tosa.sigmoid %174 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %176 = tosa.reshape %164, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %177 = tosa.add %171, %176 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %178 = tosa.sigmoid %177 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %179 = tosa.mul %172, %175, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %180 = tosa.reshape %165, %18 : (tensor<1x16xf32>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %181 = tosa.add %180, %179 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %182 = tosa.tanh %181 : (tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %183 = tosa.sub %162, %182 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %184 = tosa.mul %183, %178, %4 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1xi8>) -> tensor<1x1x16xf32>
    %185 = tosa.add %184, %182 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<1x1x16xf32>
    %186 = tosa.concat %70, %93, %116, %139, %162, %185 {axis = 0 : i32} : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<6x1x16xf32>
    %187 = tosa.reshape %186, %27 : (tensor<6x1x16xf32>, !tosa.shape<3>) -> tensor<1x6x16xf32>
    %188 = tosa.slice %187, %22, %18 : (tensor<1x6x16xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x16xf32>
    %189 = tosa.matmul %188, %28, %2, %2 : (tensor<1x1x16xf32>, tensor<1x16x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x4xf32>
    %190 = tosa.reshape %189, %23 : (tensor<1x1x4xf32>, !tosa.shape<2>) -> tensor<1x4xf32>
    %191 = tosa.add %190, %29 : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    return %191 : tensor<1x4xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_48_16_torch.float32: "0x04000000989573BD4CBBAABDA4BEBE3DDE741F3E38C33B3E6C7D0E3E163D2ABE42BA28BEE89D3BBD605C51BC6402A83DD03DDABC744B163EB2045F3EA0439E3C686E52BD80995E3D62DF36BEA2E4293E5A8729BEE6AF10BE1A38053EF8AAD83D403B18BD922847BE606101BCACD8713E782D583E4091EFBD289B0A3D9E7A70BE60EC4C3E7CA3703E00C630BA307797BC8E95353E86315CBE6C5A2CBEF09A873D546BCDBD80634E3CBEE774BE283926BE92AD703ED0B6EF3D806BE8BB06B44B3EA0EB2F3CE0435CBD00B3E83D68A3163D7430C73D782ED8BDF019D23C9667493EC8543DBD50ECE9BD50A956BE78EC3BBD8EAD33BE6001D8BDC8CF403EA8C4563D70386FBDF0AED63C30E126BD781F84BD9602343E08DA16BD62904ABEB4155C3EC052A03C0C210FBE90E6603E9A310C3E9AFE37BECE5F55BE0452483E9620033E02ED50BE202F87BC4EC632BE60D765BEA056593D0EF147BE30AF99BCAAA674BE809F093EB03485BC08116BBD72D212BEA0F90DBDF8A03EBE10ED023D924B19BE541F66BEC0422ABD201D653CFEED553E12ED3C3EFC063BBEC6E01A3EBC14ADBD94E65ABE24B6543E204B173EE44CA7BD60B856BE3A6B6F3E702ED93CB83A09BDA86CAD3DF0822CBEA869A8BD7A4871BE5C8080BD2C52EEBD0EC5683E10D0C63DBE1D143E94CF8ABD54410BBED8101F3DD8A6D03DDC41E03DA6F7253E8C4B613EC4A8CC3D7C2BB8BDCC4EE83DB6E45CBE76B400BE00B2EBBCA4EA7D3E404A73BDDCF5283EE8CE1FBEA2B561BEE0D586BC948D0BBE7C15CB3DCA06113EAA10243E38019F3D4AAD163EC8F2CD3D043DB5BD804C80BC1C3239BE4226013EFABC36BE044E07BE6097B33C642F7ABEE8CC223D3098853C16E26ABE84A0203E4EE45DBE0073903DF0F9363D44009DBD2417D2BD5042EFBC50CCB23D6863333E4EE20D3E7067DF3C44EF593E7C59C7BD04222E3E28645FBEF26F20BE74674D3EE84A05BDC02B923C583C74BEFCB561BEE012AD3D20D3F03D0CED95BD0E50153E5E387BBED21147BEC6BC183E247D743EB48E093E5A8C083E1490E8BD780C623DF421533EA66102BE407BA83C0C43D0BD42183CBE9484F13D44E295BD707E433D8CDB74BE888D17BD328301BE20E9703E86EA74BE50B8FC3D101C163D682B6C3DF0844EBDE8FD843DDE63283E463354BE60BA6B3EB0F1473D202A58BE10DB00BD106AB43D0861A23DA00596BCB0E294BD00AF683B3878473D601C10BD58B9CDBD4C5052BEF0D0BD3C408A49BD1C9DABBDCAE32B3E100BA9BD00E301BCC894BF3D006E55BC38046EBD786F433E18CF26BD0E1D113E206C88BC98A8463E086884BD803FDFBC18E9363D58ACFCBD1452D2BD822A163E0C91253EAEC121BEA8D7273E34152EBEB48BD5BD126E7DBE346B8DBD04CB4F3E587E3ABE02587B3E5C2945BE00D47A3DA07420BDF88992BD80945ABBC6911D3EE0353E3E22485F3E589258BEB2E9553E542A973D780F683E60987E3CB037383EF0602FBDF0ECC83DA4A33D3E20DAE13DF0E79D3DA4DA623EE66663BE7A3977BE50AE083D68B331BED02E52BDD0A898BDE4E581BDAC0B4DBE0055883A40A6B8BD963268BE9A28533EBC6E2ABE047EC3BD703338BD0865603EBE1E443E889FD73D52B657BEB49B35BE22B201BE8050083C00779D3A9C74513E402873BEFA4234BECEDF7E3E78FF84BD5C9E56BE6424FC3DB486703ED40C4CBE204BDC3D88A56DBEB4BE18BE5CAAF9BD04016E3E7435C3BD2C2368BE621173BEF25769BEDC15063ED07336BE52857BBE82924ABE38C272BDA6BD53BE80CA983D14C7D13DBED526BE885E1ABDF8C4733EE048343D68694D3E78B374BE4AD81A3EAC04193EF008993D604A36BD7CBF74BEACC3C23DBE572D3EC094DABB4AB440BE0024233D00EF083CA03D9BBC00A84EB9467D40BE00340CBA782446BDACA45F3E88A6263DD0C8E63C684B413E460A61BEA8D9A93D18D404BD8410D4BDE84935BEA0732EBE9878843D12736A3E10A704BD5C1F073EC663193E92A91D3EF840C5BDAA9452BED0919EBCE6D7783EB87A01BEACCB15BEAAE445BEA0C6D43C508E9B3D3C80533ED293463EC847673D60A916BCFA3410BE78C92B3D683ED4BD8C7BEFBDF2F95C3E1CE1E73D282D78BD38C63ABE80AC15BBA08F163E0CE8153E587E0CBE405A95BDE0D677BC8A0D6DBE82D626BEB88B073E14F7B13D60CC2CBC805505BCE8E6E3BD9EF072BEEE2863BEE69612BE4ADE093E14A98BBD6AEB193E40FE013EDCC6A6BD2E555F3E10495CBD160A263E9211363E00EDFC3D384827BDA2520FBEFE4F5F3E781B21BE80159F3D1E8E643EAE85103E3CA97A3E4833243E24D688BD6ED46E3EF877223E7074A63CF8604FBE500E03BE781915BEE6E0413E34115A3EC0A9F1BB3A84333EE009E8BC44BA09BE0E050C3E843563BE5402AE3D7819B1BD009850BAD857FF3D948308BE1E6207BE00E79D3C2C47C9BD1C504CBE585C0D3DD8B5AEBDF0F267BDD07398BD20176A3DD220053E2458063E6021E33DB0146CBE58EE7FBEF8F01D3E984EF4BD00CF7ABE0A6C1C3E243D8F3D00BA17BB589BD53D7059993D44BBA3BD901909BD0037843BB03778BD7034EF3DF816883D48076BBDE464503E1062813D10894F3DE422473EEE1118BEACBF0C3E980CC03DBCD4103EC0ADDB3D74B4333EB461D63DC217393E34BB173EBE600A3EC087A33B60A543BCDAB457BEC01CDC3DD4FEA1BD1C1D1E3EC871C33D806EE5BB42133A3E38993B3D3A3763BEA8DB7E3E9635393E0C5BD53D5C4C373E6AF86BBE1850793D00D8F9BAF0815E3EF097223D6849D5BD4C5023BEA41A86BDF8B732BD1C45253EC8316B3EB0F8ABBC9CDB503E224F5E3E38F921BE001380BDD098CD3D4C986ABEA014653D90FD89BD1A335E3E46B06E3EE0884D3EA07980BCC070823BE0EC783C9C9405BEB822333D7C112DBE04AAFDBD0C052ABE7A1E123E126C5D3E3816FA3DDCD42A3EDA9868BEDC35C5BD502E073E34E4B63DD860F03D8C3058BE002C833CD213593E68C1FF3D7084B93D6CC0CD3D4C3CF5BDB05E1F3E008AAE3DCC69D63D7814023D1E3B05BE60752D3D8C3D42BE00A4013CD42C073E76395FBEB818423D02120A3ED6DA58BE883C0F3EFC05E6BDE0C0AA3DA8C3753EA4F759BEB04DD53D7C0C053E3C46E33D08320DBD30341DBDA8181B3E46BB6ABEFAAE2ABE3A5E76BE6C5F893D6ADD303E86B83F3EC65C213ED64E513EF8AC0B3ED08A7EBD368559BE8CF6E23DE0E6AD3D802CAF3DDA877F3E78DD27BE38AD96BD9A2D71BE388F363E54B6273ED02E7DBE76406BBE80F3063C20F4F43D0C88FEBD3415C1BDE0511D3C368F22BE28EA45BE402FCBBB4458463EB8E7A0BD96E06EBEF4DD423E58EC783E12D95F3E7E6A6CBE2A0824BEF0D0F93CD4FED73D98468ABDBA5344BEAC2D1FBE7023A0BDCC39253E8EFF51BE50D200BD94EE503E1CE2473E5425F0BD3095FB3DD84F52BEEC1FC4BD7C37CABD00633A3C785B12BE981630BDCC6205BE0095173BC068FBBCB63C313E723F4CBE288DC6BD603C84BDD036E83D8891C4BDB8C834BD4AD654BE4EBC48BE548C943DA0152F3E6C0FFEBD7095143EF0758ABC60C7F5BD1026BA3DE852903D581298BD288B0EBD04CA66BE307B4C3EBCBFAEBDE0D1B73D20A6CEBDC21A663E14CBC0BD10AB4A3E48CC4A3DD86EF8BDD0106BBED6A4113E98771D3DA02F5D3CA2BA313EA4CBB5BD84BAB3BDB82C3CBD5044613DC0B3F7BD10EAFB3DD6867ABE5052F53CFC2634BE80D82CBBF8345F3E727D2CBE36973BBE506EEFBC0070513D342AB1BD68D2843DF001583EC08B7A3EC0A20DBC8A8955BED077023E74C988BD10DABFBCFE41003E0E53293E7C55273E286C2F3D9A09743E560A053E303D78BE088397BD544C713E584656BD745295BD803E843CB0152ABDF050DBBD5AF92BBE1CA2033EAE512F3E303F3ABE00A70A3EC85E3DBD162762BE0C7EB3BD006BE83D80D1DF3BD04955BE60D542BE0CB4A9BDE84C67BE78782D3E02672E3E8845163DD0DD683D080F203DA0A1B53DF8AE833D927A343EE083C4BC94462BBE80571EBD9C5431BEC4B2AE3D0006B63DF8BFEA3D50006F3D2498DBBDA82221BDC2A812BE0AEC643E209EBE3CA48215BE580F5A3D241E5EBE50B471BDC455EB3D4C78B5BDA635243E10DCC13D103E733E380E3C3DB4770DBEB68A693E6818EDBDC8BF363D2421B03D00B2BEBA003AE03B8C7001BE00F473BE842CBC3D3000B13CACD48EBD50E208BD6E7C5E3E64C8643E8447AFBD80C52F3EF6DB60BE0462EB3D40E124BC14D139BEC0B8F4BB962F22BEA4062E3E78E578BE5C840B3E",
      torch_tensor_48_torch.float32: "0x04000000C04852BC5AA1113E0025833AC668643EC4EF263E72432B3E50315A3DECF06D3E7C98B93D80A5683E407941BCA8E78A3D3499E43D1A177F3EAA2207BE606A04BE002F7E3E562910BE902CCDBCD400CFBD3434D83DBA06103E28630FBE68EB40BEE0069DBC963F47BE5EDD46BE14D166BEA844363E14CBCEBDDCC0323EC0EE28BD6AEB0B3E0680273E6442B13D7C67F6BD30480ABD2A2C36BE10E7FEBC7CE84C3EB880323DC078243C182C633D28FD743D58FF55BDB897123E2C61193EB60331BE",
      torch_tensor_48_torch.float32_1: "0x04000000D22712BEA447B73D2E6E25BEC6714FBE9ED6023E786B6E3DC0A9A8BC5AE23B3E2A1020BE02B8263EBE940F3EECF33F3E04C5EB3D06AE3E3EE29362BECC0BF93D6AC3233E8436B0BD20083B3EB403EDBDF83C61BD3C00D43D464F58BE90ED9D3DD8D662BE809240BB8A1A313E2C844D3E8C358CBDD28362BE586026BD5CAE6BBE3A0E2B3E704BB9BCD884863D5E7421BEB20949BE507E98BC44663A3E8076043D00E9493EC84DC03D90D8F53DF44B393E08FC9B3D88D82DBE3C8881BDFEC537BE",
      torch_tensor_4_torch.float32: "0x0400000000E964BE40414D3C7896313E58DE97BD"
    }
  }
#-}
