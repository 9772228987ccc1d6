module {
  func.func @test_optional_has_element_empty_no_input_name_optional_input() -> tensor<i1> {
    %cst = arith.constant dense<false> : tensor<i1>
    return %cst : tensor<i1>
  }
}

